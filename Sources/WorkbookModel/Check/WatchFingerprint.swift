import Foundation

/// One value of everything under some folders of the repository that a check of them reads:
/// each file's path and content (added, removed and renamed files count; files whose name
/// starts with a dot do not: an editor's swap files). A missing folder is a value of its own.
struct WatchFingerprint: Equatable {
    var value: [String]

    init(root: URL, folders: [String]) {
        let files = SourceFiles(root: root)
        value = folders.flatMap { folder -> [String] in
            guard FileManager.default.isFolder(at: root.appendingPathComponent(folder)) else {
                return ["missing \(folder)"]
            }
            return files.sums([folder]).filter { line in
                let path = line.split(separator: " ", maxSplits: 2).dropFirst(2).first.map(String.init) ?? ""
                return !path.split(separator: "/").contains { $0.hasPrefix(".") }
            }
        }
    }
}
