/// A file that judges a chapter (a test, a snapshot, an After) and differs from the published workbook.
public struct EditedReferee: Codable, Equatable, Sendable {
    public var file: String
    /// changed, missing or added.
    public var change: String

    public init(file: String, change: String) {
        self.file = file
        self.change = change
    }

    /// From a line `change<TAB>path`.
    public init?(line: String) {
        let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
        guard fields.count == 2 else { return nil }
        self.init(file: fields[1], change: fields[0])
    }
}
