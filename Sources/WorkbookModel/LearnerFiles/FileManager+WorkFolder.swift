import Foundation

extension FileManager {
    /// `body` given a folder of its own in the temporary folder (`workbook-LABEL-…`), for a
    /// command's working files; the folder is removed after, however `body` ends.
    func withWorkFolder<Result>(_ label: String, _ body: (URL) throws -> Result) throws -> Result {
        let work = temporaryDirectory.appendingPathComponent("workbook-\(label)-\(UUID().uuidString)")
        try createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? removeItem(at: work) }
        return try body(work)
    }
}
