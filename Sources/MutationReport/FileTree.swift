/// The mutated files as a tree of folders, flattened into the summary table's rows: each folder
/// before its contents, with the counts of every file under it, as Stryker's summary lists them.
/// A folder that holds one file (or one folder) only is no row of its own: its name leads the
/// one row (`API/API.swift`).
public struct FileTree: Equatable {
    /// One row: a folder (`file` nil) or a file, at a depth under the stage's folder.
    public struct Row: Equatable {
        /// The folder's or file's own name (`API`, `API.swift`).
        public var name: String
        /// Its path relative to the stage (`API`, `API/API.swift`).
        public var path: String
        /// 0 for the stage's top level.
        public var depth: Int
        /// Whether it is a file (else a folder).
        public var isFile: Bool
        public var counts: StatusCounts

        public init(name: String, path: String, depth: Int, isFile: Bool, counts: StatusCounts) {
            self.name = name
            self.path = path
            self.depth = depth
            self.isFile = isFile
            self.counts = counts
        }
    }

    /// The rows in order: within a folder, its folders first, then its files, each by name.
    public private(set) var rows: [Row] = []

    /// The tree of these files (paths relative to the stage, `/`-separated) and their counts.
    public init(_ counts: [String: StatusCounts]) {
        rows = Self.rows(under: "", depth: 0, files: counts)
    }

    /// The files in the tree's order: the order of the page's sections.
    public var files: [String] {
        rows.filter(\.isFile).map(\.path)
    }

    private static func rows(under folder: String, depth: Int, files: [String: StatusCounts]) -> [Row] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var folders: [String: StatusCounts] = [:]
        var here: [Row] = []
        for (path, counts) in files where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                let name = String(rest[..<slash])
                folders[name] = (folders[name] ?? StatusCounts()) + counts
            } else {
                here.append(Row(name: String(rest), path: path, depth: depth, isFile: true, counts: counts))
            }
        }
        var rows: [Row] = []
        for (name, counts) in folders.sorted(by: { $0.key < $1.key }) {
            var inside = Self.rows(under: prefix + name, depth: depth + 1, files: files)
            if inside.filter({ $0.depth == depth + 1 }).count == 1 {
                // A folder of one file or one folder is one row, named by both (`API/API.swift`), as
                // Stryker's tree shows it: a folder row above a single row would only repeat its counts.
                inside[0].name = name + "/" + inside[0].name
                rows += inside.map { row in Row(name: row.name, path: row.path, depth: row.depth - 1, isFile: row.isFile, counts: row.counts) }
            } else {
                rows.append(Row(name: name, path: prefix + name, depth: depth, isFile: false, counts: counts))
                rows += inside
            }
        }
        return rows + here.sorted { $0.name < $1.name }
    }
}
