import Foundation

/// What is at a path, links followed: the one test every reader of the repository uses.
extension FileManager {
    /// True when a folder (or a link to one) is at `url`.
    func isFolder(at url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// True when something that is not a folder (a file, a link to one, a pipe…) is at `url`.
    func isFile(at url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
