import Foundation

extension StageResult {
    /// The result with its whole log's path (.workbook/logs/SCOPE.log) when that log is kept.
    public func withLog(root: URL) -> StageResult {
        var result = self
        let log = ".workbook/logs/\(scope).log"
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(log).path) { result.log = log }
        return result
    }
}
