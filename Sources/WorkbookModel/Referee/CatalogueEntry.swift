import Foundation

/// One case of the referee's catalogue (`Tests/RefereeCatalogue/chapterN/*.patch`): a change
/// to a chapter's After, as a learner might write it, and what the referee must say of it.
///
///     Must not be done: the AppDelegate adopts a protocol of the learner's; a fallback reads it
///     Reaches: AppDelegate.sharedAPI
///
///     diff --git a/Login/LoginViewController.swift b/Login/LoginViewController.swift
///     …
///
/// The lines before the first `diff --git` say it: `Must not be done:` (a Before that keeps the
/// coupling at run time, however it is spelled) or `Must be done:` (a correct solution other
/// than the reference), and for the first, `Reaches:` what the failing rule's path must name.
/// The patch is relative to `Chapters/chapterN/After`.
public struct CatalogueEntry: Equatable, Sendable {
    public var chapter: String
    /// The file's name, `02-protocol-fallback.patch`.
    public var name: String
    /// What it is, in a sentence.
    public var summary: String
    /// Whether the referee must find the chapter done.
    public var mustBeDone: Bool
    /// What a path of a failing rule must name (`AppDelegate.sharedAPI`).
    public var reaches: [String]
    /// The patch itself, from its first `diff --git`.
    public var patch: String

    public init(chapter: String, name: String, summary: String, mustBeDone: Bool, reaches: [String], patch: String) {
        self.chapter = chapter
        self.name = name
        self.summary = summary
        self.mustBeDone = mustBeDone
        self.reaches = reaches
        self.patch = patch
    }

    /// Why an entry cannot be read.
    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads an entry's text.
    public static func parse(_ text: String, chapter: String, name: String) throws -> CatalogueEntry {
        guard let diff = text.range(of: "diff --git ") else { throw ParseError(description: "\(chapter)/\(name): no 'diff --git' patch") }
        let header = text[..<diff.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var summary: String?
        var mustBeDone = false
        var reaches: [String] = []
        for line in header where !line.isEmpty {
            let said: String
            if line.hasPrefix("Must not be done:") {
                said = line.dropFirst("Must not be done:".count).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("Must be done:") {
                said = line.dropFirst("Must be done:".count).trimmingCharacters(in: .whitespaces)
                mustBeDone = true
            } else if line.hasPrefix("Reaches:") {
                let what = line.dropFirst("Reaches:".count).trimmingCharacters(in: .whitespaces)
                guard !what.isEmpty else { throw ParseError(description: "\(chapter)/\(name): an empty 'Reaches:' line") }
                reaches.append(what)
                continue
            } else {
                // (A misspelt key would leave a case judged on less than it says.)
                throw ParseError(description: "\(chapter)/\(name): a header line that is not 'Must not be done:', 'Must be done:' or 'Reaches:': '\(line)'")
            }
            guard summary == nil else { throw ParseError(description: "\(chapter)/\(name): a second 'Must … be done:' line") }
            summary = said
        }
        guard let summary, !summary.isEmpty else { throw ParseError(description: "\(chapter)/\(name): no 'Must not be done:' or 'Must be done:' line") }
        guard mustBeDone || !reaches.isEmpty else { throw ParseError(description: "\(chapter)/\(name): a case that must not be done says what it 'Reaches:'") }
        guard !mustBeDone || reaches.isEmpty else { throw ParseError(description: "\(chapter)/\(name): a case that must be done reaches nothing, so it has no 'Reaches:' line") }
        return CatalogueEntry(chapter: chapter, name: name, summary: summary, mustBeDone: mustBeDone, reaches: reaches,
                              patch: String(text[diff.lowerBound...]))
    }

    /// What the referee said of the entry, against what it must say: nil when it says it, else why not.
    public func mismatch(_ verdicts: [RuleVerdict]) -> String? {
        let failed = verdicts.filter { !$0.isGone }
        if mustBeDone {
            guard let first = failed.first else { return nil }
            return "must be done, but \(first.test) is present: " + first.explanation.dropFirst().joined(separator: " | ")
        }
        guard !failed.isEmpty else { return "must not be done, but every rule is gone" }
        let said = failed.flatMap(\.explanation).joined(separator: "\n")
        let missing = reaches.filter { !said.contains($0) }
        return missing.isEmpty ? nil : "not done, as it must be, but no path names \(missing.joined(separator: ", ")): " + said.split(separator: "\n").joined(separator: " | ")
    }
}
