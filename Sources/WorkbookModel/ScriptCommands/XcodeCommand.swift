import Foundation

/// `./Scripts/xcode CHAPTER | --off | --status`: which chapters' Before goal tests the package
/// declares, for an IDE that cannot pass WORKBOOK_SCOPE (Package.swift reads
/// .workbook/before-goals).
public struct XcodeCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "xcode"
    public static let options: [ScriptOption] = [.flag("--off"), .flag("--status")]
    public static let usage = """
        Usage: ./Scripts/xcode CHAPTER | --off | --status

        A Before's goal tests are not part of the package by default: on a pristine
        Before they do not compile, and one target that does not compile stops
        `swift test` for all. ./Scripts/check builds them in a scope of their own
        (WORKBOOK_SCOPE). An IDE such as Xcode cannot pass that variable, so this
        writes the chapter into .workbook/before-goals (git-ignored), which
        Package.swift reads: the test target ChapterNBeforeGoalsTests then appears
        in the scheme MyBizWorkbook-Package (Test navigator, ⌘6).

          CHAPTER   chapter1, 1, … : add that chapter's Before goal tests
          --off     remove them all again (do this before you run plain `swift test`)
          --status  say which chapters are on

        While a chapter is on, a plain `swift test` builds its Before goal tests too,
        and does not compile until you are done. After a change it empties SwiftPM's
        cache of evaluated manifests (~/.cache/org.swift.swiftpm/manifests on Linux,
        ~/Library/Caches/org.swift.swiftpm/manifests on macOS) so that SwiftPM reads
        Package.swift again, and nothing else of that cache; in Xcode, use File ›
        Packages › Reset Package Caches if the Test navigator does not change.

        Exit status: 0 done, 2 bad arguments.

        """

    /// What it does.
    public enum Action: Equatable, Sendable {
        case add(chapter: String)
        case off
        case status
    }

    /// The file Package.swift reads: the chapters whose Before goal tests it declares.
    static let listPath = ".workbook/before-goals"

    /// The Before goal targets the list asks for (`chapterN-before-goals`), read as Package.swift
    /// reads it (words, any case): what the manifest declares beside its defaults.
    static func beforeGoalsWanted(root: URL) -> Set<String> {
        Set(String(lossyContentsOf: root.appendingPathComponent(listPath)).split(whereSeparator: \.isWhitespace).map { "\($0.lowercased())-before-goals" })
    }

    public var action: Action

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        let operands = arguments.operands
        guard operands.count <= 1 else { throw ScriptFailure("one chapter at a time: got '\(operands[0])' and '\(operands[1])'") }
        // One thing at a time: a chapter, --off or --status (a second one was once dropped unsaid).
        let asked = (operands.first.map { ["'\($0)'"] } ?? []) + ["--off", "--status"].filter(arguments.flag)
        guard asked.count <= 1 else { throw ScriptFailure("\(asked.joined(separator: " or ")): one at a time (see --help)") }
        if arguments.flag("--status") {
            action = .status
        } else if arguments.flag("--off") {
            action = .off
        } else if let spec = operands.first {
            action = .add(chapter: try context.chapter(spec, choice: .pair))
        } else {
            throw ScriptFailure("say which chapter, or --off, or --status (see --help)")
        }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let list = context.url(Self.listPath)
        let listed = ((try? String(contentsOf: list, encoding: .utf8)) ?? "").split(whereSeparator: \.isNewline).map(String.init)
        let out = context.output
        switch action {
        case .status:
            out.line(listed.isEmpty ? "No Before goal tests in the package (the default)."
                                    : "Before goal tests in the package for: \(listed.joined(separator: " "))")
        case .off:
            try? FileManager.default.removeItem(at: list)
            Self.refreshManifest(context)
            out.line("Removed every Before's goal tests from the package: plain swift test builds the default targets again.")
        case .add(let chapter):
            let chapters = Set(listed + [chapter]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            do {
                try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(chapters.map { $0 + "\n" }.joined().utf8).write(to: list, options: .atomic)
            } catch {
                throw ScriptFailure("cannot write \(Self.listPath): \(error.localizedDescription)")
            }
            Self.refreshManifest(context)
            let hidden = try Self.hideReferenceModules(chapter, context)
            if !hidden.isEmpty {
                out.line("The reference's modules (\(hidden.joined(separator: ", "))) are out of the package while it is on; in Xcode, Product › Clean Build Folder (⇧⌘K) once, so that the tests cannot import the ones it built before.")
            }
            let number = chapter.dropPrefix("chapter")
            out.line("Chapter\(number)BeforeGoalsTests is now part of the package: in Xcode, scheme MyBizWorkbook-Package, Test navigator (⌘6), its diamond.")
            out.line("Until you are done it does not compile, and neither does a plain swift test; ./Scripts/xcode --off removes it.")
        }
        return 0
    }

    /// Makes SwiftPM evaluate Package.swift again (a change of .workbook/before-goals alone does
    /// not): its cache of manifests forgets (``ManifestCache``).
    static func refreshManifest(_ context: ScriptContext) {
        ManifestCache.live(environment: context.environment)?.forget()
    }

    /// An After of several modules (chapter 9) has the names its Before's goal tests import
    /// (Login, MyBiz…). Package.swift leaves it out while they are on, but the compiler finds
    /// every module already built in the build folder, declared or not: a `swift test` from
    /// before would hand the learner's tests the reference's Login. So its compiled modules go
    /// (they build again after --off). The modules removed, by name.
    static func hideReferenceModules(_ chapter: String, _ context: ScriptContext) throws(ScriptFailure) -> [String] {
        let stages = try context.registry().chapter(named: chapter)
        let after = stages?.stage(named: "After")?.modules.map(\.name) ?? []
        guard after.count > 1 else { return [] }
        let before = Set(stages?.stage(named: "Before")?.modules.map(\.name) ?? [])
        let hidden = after.filter { !before.contains($0) }
        let build = context.url(".build")
        let products = ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []).map { build.appendingPathComponent($0) }
        for module in hidden {
            for product in products {
                let built = ["swiftmodule", "swiftdoc", "swiftsourceinfo", "o"].map { "Modules/\(module).\($0)" } + ["\(module).swiftmodule"]
                for path in built { try? FileManager.default.removeItem(at: product.appendingPathComponent(path)) }
            }
        }
        return hidden
    }
}
