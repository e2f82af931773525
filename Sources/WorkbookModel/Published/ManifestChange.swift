/// How one file differs from the published workbook (``PublishedManifest``).
public struct ManifestChange: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        /// There, with other content (or a link to elsewhere).
        case changed
        /// Published, and gone.
        case missing
        /// There, and not published.
        case added
    }

    public var kind: Kind
    /// Relative to the repository.
    public var path: String

    public init(_ kind: Kind, _ path: String) {
        self.kind = kind
        self.path = path
    }

    /// A chapter's Before (or every chapter's, for nil): the exercise.
    public func isExercise(of chapter: String?) -> Bool {
        guard let chapter else { return Self.chapterFolder(of: path).map { $0.folder == "Before" } ?? false }
        return path.hasPrefix("Chapters/\(chapter)/Before/")
    }

    /// A referee that judges the chapter (or any chapter, for nil): the chapter's tests and
    /// After, and everything outside the chapter folders (the shared suites, Sources, the
    /// manifest's own roots); never a Before, nor a characterize chapter's Swift Testing example.
    public func isReferee(of chapter: String?) -> Bool {
        if let inside = Self.chapterFolder(of: path) {
            if inside.folder == "Before" || inside.folder == "SwiftTests" { return false }
            guard let chapter else { return true }
            return inside.chapter == chapter && (inside.folder == "Tests" || inside.folder == "After")
        }
        return true
    }

    /// `Chapters/chapterN/FOLDER/…` as its chapter and folder, else nil.
    static func chapterFolder(of path: String) -> (chapter: String, folder: String)? {
        let parts = path.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "Chapters", parts[1].hasPrefix("chapter"),
              !parts[1].dropFirst("chapter".count).isEmpty, parts[1].dropFirst("chapter".count).allSatisfy(\.isASCIIDigit) else { return nil }
        return (String(parts[1]), String(parts[2]))
    }
}
