import Foundation

/// A chapter's lesson files as integrity wants them: README.md with its headings and numbered
/// steps, HINTS.md with three or more hints, NOTES.md not empty. Each check a function
/// returning its findings (none when the file is as it should be).
public struct LessonChecks {
    public var files: RepositoryFiles

    /// The topics a pair chapter's README.md has a heading for.
    public static let pairTopics = ["story", "smell", "technique", "steps", "done when", "discussion"]
    /// The topics a characterize chapter's README.md (chapter 0) has a heading for.
    public static let exerciseTopics = ["story", "characterization test", "worth pinning", "steps", "done when", "discussion"]
    /// The fewest hints a chapter gives.
    public static let fewestHints = 3

    public init(files: RepositoryFiles) {
        self.files = files
    }

    /// The level-2 headings of a Markdown text, without the `## ` (as lesson.sh's wb_headings).
    public static func headings(_ markdown: String) -> [String] {
        lines(markdown).compactMap { line in
            guard line.hasPrefix("##") else { return nil }
            return String(line.dropFirst(2).drop { $0 == " " })
        }
    }

    /// How many numbered steps (`1. …`) a README lists under its `## Steps` heading.
    public static func stepCount(_ markdown: String) -> Int {
        var inSteps = false
        var count = 0
        for line in lines(markdown) {
            if line.hasPrefix("## ") {
                inSteps = line.range(of: #"^## +Steps[[:space:]]*$"#, options: .regularExpression) != nil
                continue
            }
            if inSteps, line.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil { count += 1 }
        }
        return count
    }

    /// How many `## Hint N — …` sections a HINTS.md has.
    public static func hintCount(_ markdown: String) -> Int {
        Hints(markdown: markdown).count
    }

    /// README.md is there, with a heading for each topic and numbered steps.
    public func readme(_ chapter: String, topics: [String] = LessonChecks.pairTopics, needsSteps: Bool = true) -> [Finding] {
        guard let text = files.contents("Chapters/\(chapter)/README.md") else {
            return [Finding(check: "lesson", message: "\(chapter): README.md is missing")]
        }
        let headings = Self.headings(text).map { $0.lowercased() }
        let missing = topics.filter { topic in !headings.contains { $0.contains(topic) } }
        if !missing.isEmpty {
            return [Finding(check: "lesson", message: "\(chapter): README.md has no heading for: \(missing.joined(separator: ", "))")]
        }
        if needsSteps, Self.stepCount(text) == 0 {
            return [Finding(check: "lesson", message: "\(chapter): README.md has no numbered steps under '## Steps'")]
        }
        return []
    }

    /// HINTS.md is there with at least ``fewestHints`` hints.
    public func hints(_ chapter: String) -> [Finding] {
        guard let text = files.contents("Chapters/\(chapter)/HINTS.md") else {
            return [Finding(check: "lesson", message: "\(chapter): HINTS.md is missing")]
        }
        let count = Self.hintCount(text)
        guard count >= Self.fewestHints else {
            return [Finding(check: "lesson", message: "\(chapter): HINTS.md has \(count) '## Hint N — …' sections; it needs \(Self.fewestHints) or more")]
        }
        return []
    }

    /// NOTES.md is there and not empty.
    public func notes(_ chapter: String) -> [Finding] {
        guard let text = files.contents("Chapters/\(chapter)/NOTES.md"), !text.isEmpty else {
            return [Finding(check: "lesson", message: "\(chapter): NOTES.md is missing or empty")]
        }
        return []
    }

    /// Every check of a pair chapter's lesson files, as integrity prints them.
    public func pairResults(_ chapter: String) -> [IntegrityResult] {
        let readme = files.contents("Chapters/\(chapter)/README.md") ?? ""
        let hints = files.contents("Chapters/\(chapter)/HINTS.md") ?? ""
        return IntegrityResult.each(self.readme(chapter), passed: "\(chapter): README.md (story, smell, technique, \(Self.stepCount(readme)) steps, done when, discussion)")
            + IntegrityResult.each(self.hints(chapter), passed: "\(chapter): HINTS.md (\(Self.hintCount(hints)) hints)")
            + IntegrityResult.each(notes(chapter), passed: "\(chapter): NOTES.md")
    }

    /// A characterize chapter's (chapter 0's): its three files there and not empty, README.md's
    /// headings, HINTS.md's hints (its steps are checked by grading, not counted).
    public func exerciseResults(_ chapter: String) -> [IntegrityResult] {
        var results: [IntegrityResult] = []
        for lesson in ["README.md", "HINTS.md", "NOTES.md"] where (files.contents("Chapters/\(chapter)/\(lesson)") ?? "").isEmpty {
            results.append(IntegrityResult(message: "\(chapter): \(lesson) is missing or empty", findings: [Finding(check: "lesson", message: "")]))
        }
        if files.contents("Chapters/\(chapter)/README.md") != nil {
            results += IntegrityResult.each(readme(chapter, topics: Self.exerciseTopics, needsSteps: false),
                                            passed: "\(chapter): README.md (story, what a characterization test is, what is worth pinning, steps, done when, discussion)")
        }
        if let hints = files.contents("Chapters/\(chapter)/HINTS.md") {
            results += IntegrityResult.each(self.hints(chapter), passed: "\(chapter): HINTS.md (\(Self.hintCount(hints)) hints)")
        }
        return results
    }

    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
