import Foundation

/// What the READMEs show check printing against what it prints (the counts the texts state:
/// ``TextClaims``). Each a function returning its findings, one a line that is wrong.
public enum TextChecks {
    /// The sample of `./Scripts/check chapter1` a document shows: the code block after a line
    /// ending "It prints:", or the lines after `$ ./Scripts/check chapter1` in a block; nil when
    /// it shows none.
    public static func checkSample(in document: String) -> String? {
        var on = false, nextBlock = false
        var sample: [Substring] = []
        for line in LessonChecks.lines(document) {
            if line.hasPrefix("```") {
                if on { break }
                if nextBlock {
                    on = true
                    continue
                }
            }
            if on { sample.append(line) }
            if line.hasSuffix("It prints:") || line == "$ ./Scripts/check chapter1" { nextBlock = true }
            if line == "$ ./Scripts/check chapter1" { on = true }
        }
        return sample.isEmpty ? nil : sample.map { $0 + "\n" }.joined()
    }

    /// Lines check prints about its build folder, not the chapter, that the samples leave out:
    /// a first check's build time (while a build folder is cold) and a build folder emptied
    /// because the workbook's own sources changed (Scripts/lib/buildfolder.sh: an event of the
    /// run that emptied it, which may be the run integrity compares).
    static let buildFolderLines = ["First check of", "note: the workbook's own sources changed since the last build",
                                   "note: the build folder kept no record of the workbook's own sources"]

    /// How the line starts that check prints, off a terminal, while a stage is still at work.
    static let stillWorking = "… still working:"

    /// Whether a document's sample of check is what check printed (`actual`, without
    /// ``buildFolderLines`` and the lines that say a stage is still at work); the lines that
    /// differ, `<` the document's and `>` check's, as a finding.
    public static func sample(file: String, document: String, actual: String) -> [Finding] {
        guard let sample = checkSample(in: document) else {
            return [Finding(check: "samples", message: "\(file): no sample of ./Scripts/check chapter1 found (after 'It prints:' or '$ ./Scripts/check chapter1')")]
        }
        var printed: [String] = []
        var working = false
        for line in LessonChecks.lines(actual) {
            let text = line.drop { $0 == " " }
            if buildFolderLines.contains(where: { text.hasPrefix($0) }) { continue }
            // A slow stage's "still working" lines (check's output off a terminal), and the bare
            // line of the stage they followed: printed again with its outcome.
            if text.hasPrefix(Self.stillWorking) {
                if !working, let last = printed.last, last.hasSuffix("…") { printed.removeLast() }
                working = true
                continue
            }
            working = false
            printed.append(String(line))
        }
        let shown = LessonChecks.lines(sample).map(String.init)
        guard shown != printed else { return [] }
        // The lines between what both begin and end with.
        let head = zip(shown, printed).prefix { $0 == $1 }.count
        let tail = zip(shown.dropFirst(head).reversed(), printed.dropFirst(head).reversed()).prefix { $0 == $1 }.count
        let differs = shown[head..<(shown.count - tail)].map { "< " + $0 } + printed[head..<(printed.count - tail)].map { "> " + $0 }
        return [Finding(check: "samples", message: "from the sample's line \(head + 1):\n" + differs.joined(separator: "\n"))]
    }
}
