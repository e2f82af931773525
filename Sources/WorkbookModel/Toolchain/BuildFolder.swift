import Foundation

/// A folder SwiftPM builds in for the scripts, and what every such build does first: the guard
/// against SwiftPM's incremental-build bug (swiftlang/swift-package-manager#10502) and the
/// temporary folder SwiftPM runs with. Scripts/lib/buildfolder.sh does the same for check,
/// grade and step (wb_fresh_build_folder, wb_swiftpm_tmpdir) until their builds are the tool's:
/// the same files, the same lines.
public struct BuildFolder: Sendable {
    public var url: URL

    public init(url: URL) {
        self.url = url
    }

    /// Where check's build folders are (and run's, under run/): .build-check, or WB_SCRATCH_BASE
    /// (the scripts' tests build in folders of their own).
    public static func scratchBase(root: URL, environment: [String: String]) -> URL {
        environment["WB_SCRATCH_BASE"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".build-check")
    }

    /// The bug's name, as a note gives it.
    public static let staleBuildBug = "a SwiftPM incremental-build bug, swiftlang/swift-package-manager#10502"

    /// Before a build: when the workbook's own sources (`BuildFolderHealth.ownSourcesSum`) are
    /// not those of the folder's last build, or it kept no record of them, empties it but for
    /// its kept results (last-run) and returns the line that says so; then keeps the sums of the
    /// sources it is about to be built from. A folder with nothing built in it is only given them.
    public func freshen(root: URL) -> String? {
        let sum = BuildFolderHealth.ownSourcesSum(root: root)
        let record = url.appendingPathComponent(BuildFolderHealth.sourcesSumFile)
        let kept = (try? String(contentsOf: record, encoding: .utf8))?.trimmingCharacters(in: .newlines)
        guard kept != sum, (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil else { return nil }
        let built = clear()
        try? Data((sum + "\n").utf8).write(to: record)
        guard !built.isEmpty else { return nil }
        return kept == nil
            ? "note: the build folder kept no record of the workbook's own sources it was built from: rebuilt from scratch (\(Self.staleBuildBug))"
            : "note: the workbook's own sources changed since the last build: rebuilt from scratch (\(Self.staleBuildBug))"
    }

    /// Removes what the folder holds (its compiled products) but for its kept results
    /// (last-run) and the sums of its sources; what it removed.
    @discardableResult
    public func clear() -> [FolderEntry] {
        let built = FolderEntry.list(url.path).filter { $0.name != "last-run" && $0.name != BuildFolderHealth.sourcesSumFile }
        for entry in built { try? FileManager.default.removeItem(at: url.appendingPathComponent(entry.name)) }
        return built
    }

    /// The temporary folder (TMPDIR) the scripts' SwiftPM commands run with: .build-check/tmp,
    /// where the `TemporaryDirectory.XXXXXX` folders swift build leaves at every run stay out of
    /// the learner's /tmp (those over an hour old are removed); one for every command, as SwiftPM's
    /// lock on a build folder is a file there. Nil when it cannot be made (the inherited one then).
    public static func swiftPMTemporaryFolder(root: URL) -> URL? {
        let folder = root.appendingPathComponent(".build-check/tmp")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        let hourAgo = Date().addingTimeInterval(-3600)
        for entry in FolderEntry.list(folder.path) where entry.name.hasPrefix("TemporaryDirectory.") {
            let url = folder.appendingPathComponent(entry.name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
            if let modified, modified < hourAgo { try? FileManager.default.removeItem(at: url) }
        }
        return folder
    }
}
