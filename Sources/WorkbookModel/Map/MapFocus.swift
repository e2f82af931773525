/// The units a focused map shows: named units (`AppDelegate`, `UIViewController+Alert`),
/// and every unit whose code is in a folder of a given name (`Login/`: a module's or a
/// feature's folder, at any depth of the stage).
///
/// It is data, not code: the workbook names its app's units in Chapters/chapters.registry
/// (`workbook.map`), so the map knows no app's names.
public struct MapFocus: Equatable, Sendable {
    /// Units shown by name, when the code has them.
    public var units: Set<String>
    /// Folder names: a unit with code in a file under a folder of one of these names is shown.
    public var folders: Set<String>

    public init(units: Set<String> = [], folders: Set<String> = []) {
        self.units = units
        self.folders = folders
    }

    /// From words separated by spaces or commas: `AppDelegate API Login/` (a trailing `/` names a folder).
    public init(words: String) {
        var units: Set<String> = []
        var folders: Set<String> = []
        for word in words.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            if word.hasSuffix("/") {
                let folder = word.drop(while: { $0 == "/" }).dropLast()
                if !folder.isEmpty { folders.insert(String(folder)) }
            } else {
                units.insert(String(word))
            }
        }
        self.init(units: units, folders: folders)
    }

    /// Whether the focus shows a unit whose code is in `files`.
    func shows(_ unit: String, files: Set<String>) -> Bool {
        units.contains(unit) || !folders.isEmpty && files.contains { file in
            file.split(separator: "/").dropLast().contains { folders.contains(String($0)) }
        }
    }
}
