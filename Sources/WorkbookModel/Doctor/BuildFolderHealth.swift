import Foundation

/// Whether the scripts' build folders can be trusted, for doctor: damaged (a build database or
/// build description that is not one: every build then fails, whatever the code), stale (a
/// resource whose source is gone, which SwiftPM never removes from the build folder, so the
/// tests still find it), or built from older sources of the workbook (their next build starts
/// from scratch: a SwiftPM incremental-build bug, swiftlang/swift-package-manager#10502).
///
/// The scripts' builds act on the same facts in bash (Scripts/lib/buildfolder.sh) until the
/// stage build is the tool's; ``ownSourcesSum(root:)`` stays in bash too, since the launcher
/// needs it before the tool exists: a test holds the two equal.
public struct BuildFolderHealth: Sendable {
    public var root: URL
    public var registry: Registry?
    /// check's build folders (.build-check, or WB_SCRATCH_BASE).
    public var scratchBase: URL
    /// grade's build folders (.build-mutants, or WB_MUTANTS_BASE).
    public var mutantsBase: URL

    /// The file, in a build folder, that holds the sums of the sources it was built from.
    public static let sourcesSumFile = "workbook-sources.sum"

    public init(root: URL, registry: Registry?, environment: [String: String]) {
        self.root = root
        self.registry = registry
        scratchBase = BuildFolder.scratchBase(root: root, environment: environment)
        mutantsBase = environment["WB_MUTANTS_BASE"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".build-mutants")
    }

    /// A line for each of check's build folders that is damaged or stale; none when all are sound.
    public func problems() -> [String] {
        folders(in: scratchBase).compactMap { scratch in
            let name = RepositoryPath.relative(scratch, root: root)
            if let header = Self.head(scratch.appendingPathComponent("build.db"), bytes: 15), header != Data("SQLite format 3".utf8) {
                return "\(name): its build database is damaged"
            }
            if let description = Self.head(scratch.appendingPathComponent("debug.yaml"), bytes: 4096),
               !String(decoding: description, as: UTF8.self).hasPrefix("client:") {
                return "\(name): its build description (debug.yaml) is damaged"
            }
            let stale = staleResources(scratch: scratch, scope: scratch.lastPathComponent).map(\.lastPathComponent)
            return stale.isEmpty ? nil : "\(name): keeps resources whose source is gone (\(stale.joined(separator: " ")))"
        }
    }

    /// The scripts' SwiftPM build folders (check's, grade's, run's) with something built in them
    /// from other sources of the workbook than those there now, or without a record of them.
    /// Not the tools' folder: the tool is one swiftc run, built again whenever its sources
    /// change (its own key), never incrementally by SwiftPM.
    public func builtFromOlderSources() -> [String] {
        let sum = Self.ownSourcesSum(root: root)
        let candidates = folders(in: scratchBase).filter { $0.lastPathComponent.hasPrefix("stages") }
            + folders(in: scratchBase.appendingPathComponent("run")).map { $0.appendingPathComponent(".build") }
            + folders(in: mutantsBase).map { $0.appendingPathComponent(".build") }
        return candidates.filter { folder in
            let built = FolderEntry.list(folder.path).contains { $0.name != "last-run" && $0.name != Self.sourcesSumFile }
            let kept = (try? String(contentsOf: folder.appendingPathComponent(Self.sourcesSumFile), encoding: .utf8))?
                .trimmingCharacters(in: .newlines)
            return built && kept != sum
        }.map { RepositoryPath.relative($0, root: root) }
    }

    /// The files of a build folder's resource bundles (`<Package>_<Module>.resources`, or
    /// `.bundle` on macOS) that the module's Resources folder no longer has. A bundle whose
    /// Resources folder cannot be found has none: removing its files would break a sound build.
    public func staleResources(scratch: URL, scope: String?) -> [URL] {
        let debug = scratch.appendingPathComponent("debug")
        return FolderEntry.list(debug.path).sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }.flatMap { bundle -> [URL] in
            guard bundle.kind == .folder, bundle.name.hasSuffix(".resources") || bundle.name.hasSuffix(".bundle"),
                  let underscore = bundle.name.firstIndex(of: "_") else { return [] }
            let module = String(bundle.name[bundle.name.index(after: underscore)...].prefix { $0 != "." })
            let resources = root.appendingPathComponent(moduleResources(module, scope: scope))
            guard FileManager.default.isFolder(at: resources) else { return [] }
            let sources = Set(Self.names(under: resources))
            return FolderEntry.files(under: bundle.name, in: debug).filter { path in
                let name = (path as NSString).lastPathComponent
                return !Self.isBuilt(path: path, name: name) && !sources.contains(name)
            }.map { debug.appendingPathComponent($0) }
        }
    }

    /// A module's Resources folder, relative to the repository: a chapter stage's module by the
    /// registry (with `scope`, `chapterN-before-…`, that stage's first: two stages may name a
    /// module alike), else Sources/MODULE/Resources.
    func moduleResources(_ module: String, scope: String?) -> String {
        let pairs = registry?.chapters(ofKind: RegistryChapter.pairKind) ?? []
        var candidates = pairs.flatMap { chapter in ["Before", "After"].map { (chapter: chapter, stage: $0) } }
        if let parts = scope?.split(separator: "-").map(String.init), parts.count >= 3,
           let stage = ["Before", "After"].first(where: { $0.lowercased() == parts[1] }),
           let chapter = pairs.first(where: { $0.name == parts[0] }) {
            candidates.insert((chapter, stage), at: 0)
        }
        for (chapter, stageName) in candidates {
            guard let stage = chapter.stage(named: stageName), stage.modules.contains(where: { $0.name == module }) else { continue }
            return stage.modules.count == 1 ? "Chapters/\(chapter.name)/\(stageName)/Resources" : "Chapters/\(chapter.name)/\(stageName)/\(module)/Resources"
        }
        return "Sources/\(module)/Resources"
    }

    /// The checksum of the workbook's own sources (Sources/, Package.swift), as the scripts
    /// keep it in a build folder: `find Sources Package.swift -type f | sort | xargs cksum |
    /// cksum`, its spaces as dashes (Scripts/lib/buildfolder.sh's wb_own_sources_sum).
    public static func ownSourcesSum(root: URL) -> String {
        let files = (FolderEntry.files(under: "Sources", in: root)
            + (FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? ["Package.swift"] : []))
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let lines = files.map { "\(Cksum.line((try? Data(contentsOf: root.appendingPathComponent($0))) ?? Data())) \($0)\n" }.joined()
        return Cksum.line(Array(lines.utf8)).replacingOccurrences(of: " ", with: "-")
    }

    /// What a build makes itself, not a copy of a source file.
    static func isBuilt(path: String, name: String) -> Bool {
        if name == "Info.plist" || [".car", ".nib", ".momd", ".cdm", ".omo", ".mom"].contains(where: name.hasSuffix) { return true }
        return ["/_CodeSignature/", ".storyboardc/", ".nib/", ".momd/"].contains { path.contains($0) }
    }

    /// Every name under a folder, at any depth.
    static func names(under folder: URL) -> [String] {
        FolderEntry.list(folder.path).flatMap { entry in
            [entry.name] + (entry.kind == .folder ? names(under: folder.appendingPathComponent(entry.name)) : [])
        }
    }

    /// The folders in `base`, in byte order.
    func folders(in base: URL) -> [URL] {
        FolderEntry.list(base.path).filter { $0.kind == .folder }.map(\.name)
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { base.appendingPathComponent($0) }
    }

    /// Up to `bytes` of a file's first bytes; nil when it is not there.
    static func head(_ url: URL, bytes: Int) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: bytes)) ?? Data()
    }
}
