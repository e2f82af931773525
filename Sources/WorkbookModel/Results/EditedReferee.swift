/// A file that judges a chapter (a test, a snapshot, an After) and differs from the published workbook.
public struct EditedReferee: Codable, Equatable, Sendable {
    public var file: String
    /// changed, missing or added.
    public var change: String

    public init(file: String, change: String) {
        self.file = file
        self.change = change
    }
}
