import Foundation

extension Data {
    /// Writes it to `url` (its folder made if need be) unless the file already holds it: a
    /// generated file rewritten with the same bytes keeps its time, and SwiftPM builds nothing
    /// for it (run's and grade's packages).
    func write(ifChangedTo url: URL) throws {
        if (try? Data(contentsOf: url)) == self { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(to: url, options: .atomic)
    }
}
