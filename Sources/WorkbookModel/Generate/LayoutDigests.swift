import Foundation

/// What SwiftPM's cache of evaluated manifests is keyed by, besides Package.swift and the
/// environment: the tool puts two digests in the environment of every SwiftPM command it runs
/// (``environment``), since SwiftPM's cache does not see the files Package.swift reads.
///
/// - the registry's: `cksum` of Chapters/chapters.registry, "CRC-LENGTH" (none without one);
/// - the folders': `cksum` of the list of `Chapters/*/Before/*/` and
///   `Chapters/*/Tests/__Approvals__/` folders (a split Before's module folders, the approved
///   tables Package.swift excludes), each pattern's matches in byte order, as bash's glob lists
///   them in the C locale.
public struct LayoutDigests: Equatable, Sendable {
    public var registry: String?
    public var folders: String

    public init(registry: String?, folders: String) {
        self.registry = registry
        self.folders = folders
    }

    /// The digests of the repository at `root` as it is now.
    public init(root: URL) {
        let chapters = root.appendingPathComponent("Chapters")
        registry = (try? Data(contentsOf: root.appendingPathComponent(Registry.path))).map { Self.cksum($0) }
        // (A glob's `*` matches no name that starts with a dot.)
        let names = FolderEntry.list(chapters.path).map(\.name).filter { !$0.hasPrefix(".") }
        let modules = names.flatMap { chapter in
            FolderEntry.list(chapters.appendingPathComponent("\(chapter)/Before").path).map(\.name)
                .filter { !$0.hasPrefix(".") && FileManager.default.isFolder(at: chapters.appendingPathComponent("\(chapter)/Before/\($0)")) }
                .map { "Chapters/\(chapter)/Before/\($0)/" }
        }
        let approvals = names.filter { FileManager.default.isFolder(at: chapters.appendingPathComponent("\($0)/Tests/__Approvals__")) }
            .map { "Chapters/\($0)/Tests/__Approvals__/" }
        let list = [modules, approvals].flatMap { $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        folders = Self.cksum(Data(list.map { $0 + "\n" }.joined().utf8))
    }

    /// `cksum`'s two numbers, joined by a dash.
    static func cksum(_ data: Data) -> String {
        var sum = Cksum()
        sum.add(data)
        return "\(sum.value)-\(sum.count)"
    }

    /// The variables SwiftPM's commands run with (the scripts' tests export the same): a
    /// changed registry, or a Before split into its modules (which changes the targets), is a
    /// new key of SwiftPM's cache of evaluated manifests, which does not see the files
    /// Package.swift reads.
    public var environment: [String: String] {
        var variables = ["WORKBOOK_LAYOUT_DIGEST": folders]
        if let registry { variables["WORKBOOK_REGISTRY_DIGEST"] = registry }
        return variables
    }
}
