@testable import WorkbookModel

/// A repository in memory for the checks: folders, files (with contents) and links, by path.
struct FakeFiles: RepositoryFiles {
    var folders: Set<String> = []
    var files: [String: String] = [:]
    var links: [String: String] = [:]

    func isFolder(_ path: String) -> Bool { folders.contains(path) }
    func isFile(_ path: String) -> Bool { files[path] != nil }
    func linkTarget(_ path: String) -> String? { links[path] }
    func contents(_ path: String) -> String? { files[path] }
    func names(in folder: String) -> [String] {
        Set((Array(folders) + Array(files.keys)).compactMap { path -> String? in
            guard path.hasPrefix(folder + "/") else { return nil }
            return path.dropFirst(folder.count + 1).split(separator: "/").first.map(String.init)
        }).sorted()
    }
}
