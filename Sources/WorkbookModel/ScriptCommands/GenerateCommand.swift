import Foundation

/// `./Scripts/generate [--check] [--links | --without-maps] [CHAPTER…]`: writes what is derived
/// from Chapters/chapters.registry (test links, README.md's
/// chapter table) and from the code (each chapter README's map), or, with `--check`, lists what
/// differs.
public struct GenerateCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "generate"
    public static let options: [ScriptOption] = [.flag("--check"), .flag("--links"), .flag("--without-maps")]
    public static let usage = """
        Usage: ./Scripts/generate [--check] [--links | --without-maps] [CHAPTER…]

        Writes what is derived from Chapters/chapters.registry, so that the registry
        stays the one place a chapter is declared:

          test links     each stage's test target folders
          chapter table  README.md's table of chapters (between its
                         "<!-- chapters:begin -->" and "<!-- chapters:end -->" lines)
          maps           each chapter README's dependency map (between its
                         "<!-- map:begin -->" and "<!-- map:end -->" lines, in
                         "## The smell"): ./Scripts/map CHAPTER's drawing of the
                         Before, the chapter's dependency rules marked. Drawn from
                         the Before as it is (built first, as check builds it): run
                         it on the published Before (integrity does)

        Each stage has test target folders, Chapters/chapterN/Tests/<Stage>Characterization
        and .../<Stage>Goals, that hold only links: to the chapter's adapter
        (Tests/StageUnderTest.swift), to the shared launch helper, and to the suites
        that guard the stage — the shared characterization suites that
        Chapters/chapters.registry names, or every file of the chapter's Tests/Goals.

        Without --check it makes them so (creating, replacing and removing links; a
        real file in the way is an error, never overwritten). With --check it changes
        nothing and lists what differs, one line each (exit 1).

        --links writes (or checks) the test links only (no Swift build needed; the
        maps build each chapter's Before, see ./Scripts/map). --without-maps does
        everything but the maps (no Swift build either: the scripts' tests of the
        links and tables, which would otherwise build every Before).
        CHAPTER… limits the maps to those chapters (after an edit of one chapter's
        Before: the others' are not built); the rest is always the whole registry's.

        Exit status: 0 as the registry implies, 1 differs (--check), 2 bad arguments.

        """

    public var check: Bool
    public var onlyLinks: Bool
    public var withoutMaps: Bool
    /// The chapters whose maps are drawn (every Before/After chapter's unless named).
    public var mapped: [String]
    public var buildTimeLimit: Int

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        check = arguments.flag("--check")
        onlyLinks = arguments.flag("--links")
        withoutMaps = arguments.flag("--without-maps")
        guard !(onlyLinks && withoutMaps) else { throw ScriptFailure("--links and --without-maps: choose one") }
        let registry = try context.registry()
        let chapters = registry.chapters(ofKind: RegistryChapter.pairKind).map(\.name)
        guard !chapters.isEmpty else { throw ScriptFailure("Chapters/chapters.registry lists no chapters") }
        mapped = chapters
        if !arguments.operands.isEmpty {
            guard !onlyLinks, !withoutMaps else { throw ScriptFailure("chapters name the maps to draw: not with --links or --without-maps") }
            mapped = try arguments.operands.map { operand throws(ScriptFailure) in try context.chapter(operand, choice: .pair) }
        }
        buildTimeLimit = try StageBuild.timeLimit(from: context.environment)
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let registry = try context.registry()
        // SwiftPM's cache of evaluated manifests is keyed by the files Package.swift reads only
        // through the scripts' digests: the links and the registry change what it declares.
        if !check { ManifestCache.live(environment: context.environment)?.forget() }
        var differs = try links(registry: registry, context: context)
        if onlyLinks { return differs ? 1 : 0 }
        if try !chapterTable(registry: registry, context: context) { differs = true }
        if withoutMaps { return differs ? 1 : 0 }
        for chapter in mapped where try !map(chapter, registry: registry, context: context) { differs = true }
        return differs ? 1 : 0
    }

    /// Each stage's test links made so (or, checked, what differs listed); whether any differed.
    func links(registry: Registry, context: ScriptContext) throws -> Bool {
        var differs = false
        for chapter in registry.chapters(ofKind: RegistryChapter.pairKind) {
            for stage in Stage.names {
                for suite in ["Characterization", "Goals"] {
                    let relative = TestLinks.folder(chapter: chapter.name, stage: stage, suite: suite), folder = context.url(relative)
                    let wanted = TestLinks.wanted(chapter: chapter, suite: suite, root: context.root), actual = TestLinks.actual(folder: folder)
                    guard wanted != actual else { continue }
                    if check {
                        differs = true
                        actual.differences(from: wanted, folder: relative).forEach { context.output.line($0) }
                        continue
                    }
                    try write(wanted, over: actual, in: folder, relative: relative)
                    context.output.line("\(relative): links updated")
                }
            }
        }
        return differs
    }

    /// The wanted links written, the others removed; a real file is never overwritten.
    func write(_ wanted: TestLinks, over actual: TestLinks, in folder: URL, relative: String) throws {
        let files = FileManager.default
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        for entry in actual.entries {
            guard entry.target != nil else {
                throw ScriptFailure("\(relative)/\(entry.name) is a real file: move it into the chapter's Tests/Goals (or remove it), then run ./Scripts/generate again")
            }
            if !wanted.entries.contains(where: { $0.name == entry.name }) { try? files.removeItem(at: folder.appendingPathComponent(entry.name)) }
        }
        for entry in wanted.entries {
            guard let target = entry.target, !actual.entries.contains(entry) else { continue }
            let link = folder.appendingPathComponent(entry.name)
            try? files.removeItem(at: link)
            do {
                try files.createSymbolicLink(atPath: link.path, withDestinationPath: target)
            } catch {
                throw ScriptFailure("cannot link \(relative)/\(entry.name) to \(target): \(error.localizedDescription)")
            }
        }
    }

    /// Writes (or checks) what a file of the repository should hold; true when it already did.
    func settle(_ relative: String, wanted: String, context: ScriptContext, differs message: String, updated: String) throws -> Bool {
        let url = context.url(relative)
        if (try? Data(contentsOf: url)) == Data(wanted.utf8) { return true }
        if check {
            context.output.line(message)
            return false
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(wanted.utf8).write(to: url)
        } catch {
            throw ScriptFailure("cannot write \(relative): \(error.localizedDescription)")
        }
        context.output.line(updated)
        return true
    }

    /// README.md's chapter table; false when it differs (checked).
    func chapterTable(registry: Registry, context: ScriptContext) throws -> Bool {
        let readme = (try? String(contentsOf: context.url("README.md"), encoding: .utf8)) ?? ""
        guard MarkedBlock.chapterTable.markers(in: readme).begin else {
            throw ScriptFailure("README.md has no '\(MarkedBlock.chapterTable.begin)' line for the chapter table")
        }
        return try settle("README.md", wanted: MarkedBlock.chapterTable.replacing(in: readme, with: ChapterTable.markdown(registry)), context: context,
                          differs: "README.md: the chapter table differs from Chapters/chapters.registry", updated: "README.md: chapter table updated")
    }

    /// The chapter README's map: the Before's, drawn from its code, between the markers; false
    /// when it differs (checked) or cannot be drawn.
    func map(_ chapter: String, registry: Registry, context: ScriptContext) throws -> Bool {
        let relative = "Chapters/\(chapter)/README.md"
        let readme = (try? String(contentsOf: context.url(relative), encoding: .utf8)) ?? ""
        let markers = MarkedBlock.map.markers(in: readme)
        guard markers.begin, markers.end else {
            context.output.line("\(relative) has no '\(MarkedBlock.map.begin)' and '\(MarkedBlock.map.end)' lines (in '## The smell') for its generated map")
            return false
        }
        let swift = try SwiftToolchain.required(path: context.environment["PATH"]).executable
        let map = MapCommand(chapter: chapter, stage: "Before", format: .both, selection: nil, buildTimeLimit: buildTimeLimit)
        switch try map.drawing(swift: swift, registry: registry, context: context, progress: { _ in }) {
        case .failure(let failure):
            context.output.line("\(relative): cannot draw its map: \(failure.lines.prefix(3).joined(separator: " "))")
            return false
        case .success(let drawing):
            let block = "<!-- Drawn from Chapters/\(chapter)/Before by ./Scripts/map \(chapter) (./Scripts/generate writes it; do not edit). -->\n" + drawing
            return try settle(relative, wanted: MarkedBlock.map.replacing(in: readme, with: block), context: context,
                              differs: "\(relative): its map differs from what ./Scripts/map \(chapter) draws from the code", updated: "\(relative): map updated")
        }
    }
}
