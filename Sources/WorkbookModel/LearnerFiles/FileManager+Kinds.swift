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

extension FileManager {
    /// The files under `folder`, links followed (grade's package: its sources are links into
    /// the workbook), relative to it, sorted by name at each level byte for byte; a folder named
    /// in `skipping` is left out with what is under it.
    func files(followingLinksUnder folder: URL, skipping: Set<String> = []) -> [String] {
        var found: [String] = []
        func walk(_ url: URL, _ path: String, depth: Int) {
            // (A link that leads back up would loop: no workbook folder is this deep.)
            guard depth < 32 else { return }
            let names = ((try? contentsOfDirectory(atPath: url.path)) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for name in names where !skipping.contains(name) {
                let child = url.appendingPathComponent(name), relative = path.isEmpty ? name : path + "/" + name
                if isFolder(at: child) { walk(child, relative, depth: depth + 1) } else if isFile(at: child) { found.append(relative) }
            }
        }
        walk(folder, "", depth: 0)
        return found
    }
}
