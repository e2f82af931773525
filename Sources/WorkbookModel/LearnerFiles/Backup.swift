import Foundation

/// A copy of files a learner wrote, kept before a command changes them: in
/// .workbook/backups/NAME-YYYYMMDD-HHMMSS/, each link replaced by what it points at (the real
/// content, not a link that a later change could empty); a dangling link is kept as a link.
public struct Backup: Sendable {
    public var root: URL
    public var date: Date

    public init(root: URL, date: Date = Date()) {
        self.root = root
        self.date = date
    }

    /// Copies what `folder` (relative to the repository) holds to the top of a new backup
    /// folder; that folder's path, relative to the repository.
    public func keep(_ folder: String, as name: String) throws -> String {
        let prefix = folder + "/"
        let files = SourceFiles(root: root).list([folder]).filter { $0.hasPrefix(prefix) }
        return try keep(files.map { ($0, String($0.dropFirst(prefix.count))) }, as: name)
    }

    /// Copies each file (relative to the repository) to the same path in a new backup folder;
    /// that folder's path, relative to the repository.
    public func keep(files: [String], as name: String) throws -> String {
        try keep(SourceFiles(root: root).list(files).map { ($0, $0) }, as: name)
    }

    /// Copies each source to its place in a new backup folder.
    func keep(_ copies: [(source: String, place: String)], as name: String) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var destination = ".workbook/backups/\(name)-\(formatter.string(from: date))"
        let files = FileManager.default
        if files.fileExists(atPath: root.appendingPathComponent(destination).path) {
            destination += "-\(ProcessInfo.processInfo.processIdentifier)"
        }
        try files.createDirectory(at: root.appendingPathComponent(destination), withIntermediateDirectories: true)
        for (source, place) in copies {
            let from = root.appendingPathComponent(source), to = root.appendingPathComponent(destination + "/" + place)
            try files.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let content = files.contents(atPath: from.path) {
                try content.write(to: to)
            } else if let link = try? files.destinationOfSymbolicLink(atPath: from.path) {
                try files.createSymbolicLink(atPath: to.path, withDestinationPath: link)
            }
        }
        return destination
    }
}
