import Foundation

/// The counts in the texts that nothing integrity runs can confirm — what check printed for a
/// mistake a note describes, say — each listed with why it may stand, in
/// ``path`` (`FILE: PHRASE -- WHY` a line, `#` comments). An exception lets a claim pass only
/// where it cannot be checked, never where it contradicts the tools; one whose phrase no
/// longer occurs in its file is a finding too, so the list stays what the texts say.
public struct ClaimExceptions: Equatable, Sendable {
    /// Where the list is, relative to the repository.
    public static let path = "Chapters/counts.exceptions"

    public struct Entry: Equatable, Sendable {
        public var file: String
        /// Words of a sentence (its wrapped lines joined with one space) that hold the count.
        public var phrase: String
        public var why: String
        /// Its line in the list.
        public var line: Int

        public init(file: String, phrase: String, why: String, line: Int) {
            self.file = file
            self.phrase = phrase
            self.why = why
            self.line = line
        }
    }

    public var entries: [Entry]
    /// Lines that are no entry, as findings.
    public var problems: [Finding]

    public init(entries: [Entry] = [], problems: [Finding] = []) {
        self.entries = entries
        self.problems = problems
    }

    /// Reads the list's text.
    public init(text: String) {
        var entries: [Entry] = [], problems: [Finding] = []
        for (index, raw) in LessonChecks.lines(text).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let colon = line.range(of: ": "), let dashes = line.range(of: " -- ", range: colon.upperBound..<line.endIndex) else {
                problems.append(Finding(check: "texts", message: "\(Self.path):\(index + 1): expected 'FILE: PHRASE -- WHY', got '\(line)'"))
                continue
            }
            let why = line[dashes.upperBound...].trimmingCharacters(in: .whitespaces)
            let phrase = line[colon.upperBound..<dashes.lowerBound].trimmingCharacters(in: .whitespaces)
            guard !why.isEmpty, !phrase.isEmpty else {
                problems.append(Finding(check: "texts", message: "\(Self.path):\(index + 1): an exception needs its phrase and why it may stand"))
                continue
            }
            entries.append(Entry(file: String(line[..<colon.lowerBound]), phrase: phrase, why: why, line: index + 1))
        }
        self.init(entries: entries, problems: problems)
    }

    /// The entries of `file` whose phrase, in `sentence`, covers the text at `range`.
    public func covering(file: String, sentence: ClaimSentence, range: NSRange) -> [Int] {
        entries.indices.filter { index in
            let entry = entries[index]
            guard entry.file == file else { return false }
            let text = sentence.text as NSString
            var from = 0
            while from < text.length {
                let found = text.range(of: entry.phrase, range: NSRange(location: from, length: text.length - from))
                guard found.location != NSNotFound else { return false }
                if found.location <= range.location, found.location + found.length >= range.location + range.length { return true }
                from = found.location + 1
            }
            return false
        }
    }
}
