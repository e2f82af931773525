import Foundation

/// What the checks ask of the repository's files, by paths relative to its root:
/// the disk's answers (``DiskFiles``), or a test's.
public protocol RepositoryFiles {
    /// A folder (or a link to one) is there.
    func isFolder(_ path: String) -> Bool
    /// A file that is not a folder (or a link to one) is there, as `[ -f ]` says.
    func isFile(_ path: String) -> Bool
    /// Where a symbolic link points, as written in it; nil when the path is no link.
    func linkTarget(_ path: String) -> String?
    /// A text file's contents; nil when it cannot be read.
    func contents(_ path: String) -> String?
    /// The names in a folder, sorted; none when it is not there.
    func names(in folder: String) -> [String]
}

/// The files of the repository at `root`, on disk.
public struct DiskFiles: RepositoryFiles {
    public var root: URL

    public init(root: URL) {
        self.root = root
    }

    private func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    public func isFolder(_ path: String) -> Bool {
        FileManager.default.isFolder(at: url(path))
    }

    public func isFile(_ path: String) -> Bool {
        FileManager.default.isFile(at: url(path))
    }

    public func linkTarget(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url(path).path)
    }

    public func contents(_ path: String) -> String? {
        try? String(contentsOf: url(path), encoding: .utf8)
    }

    public func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []).sorted()
    }
}
