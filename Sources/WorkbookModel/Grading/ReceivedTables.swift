import Foundation

/// Combination approvals (HeadlessUIKitTesting's verifyAllCombinations) under grade: the tables
/// a run received go to a staging folder (WORKBOOK_RECEIVED_DIR, set alike for every run so that
/// a test cannot tell the real app's run from a change's), never into the learner's folder;
/// after the real app's run, what it received is moved into place, for the learner to approve.
public enum ReceivedTables {
    /// Moves each table received under `staging` (at `staging`/its absolute path) to that path,
    /// when it lies in an __Approvals__ folder under `tests`; the paths placed, relative to the repository.
    public static func place(staging: URL, tests: URL, paths: RepositoryPaths) -> [String] {
        let testsPath = tests.resolvingSymlinksInPath().path
        var placed: [String] = []
        for file in FolderEntry.files(under: "", in: staging) where file.hasSuffix(".received.txt") {
            let destination = "/" + file
            guard destination.hasPrefix(testsPath + "/"), destination.dropFirst(testsPath.count).contains("/__Approvals__/") else { continue }
            let target = URL(fileURLWithPath: destination)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.moveItem(at: staging.appendingPathComponent(file), to: target)
                placed.append(paths.relative(destination))
            } catch {
                continue
            }
        }
        return placed
    }
}
