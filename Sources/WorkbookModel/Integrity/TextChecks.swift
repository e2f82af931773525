import Foundation

/// What the texts state against what the tools print: counts in a chapter's lesson files,
/// check's sample output in the READMEs, and chapter 0's "catches K of N". Each a function
/// returning its findings, one a line that is wrong.
public enum TextChecks {
    /// Every `x/y` (a row of check's table: y must be the chapter's characterization or goal
    /// total) and every `N characterization tests` / `N goal tests` in `text` that is not what
    /// the chapter counts; `file` names the text in the findings.
    public static func counts(file: String, text: String, characterization: Int?, goals: Int?) -> [Finding] {
        let c = characterization.map(String.init) ?? "", g = goals.map(String.init) ?? ""
        var findings: [Finding] = []
        for (index, line) in LessonChecks.lines(text).enumerated() {
            for pair in matches(#"[0-9]+/[0-9]+"#, in: String(line)) {
                let total = Int(pair.split(separator: "/")[1])
                if total != characterization && total != goals {
                    findings.append(Finding(check: "texts", message: "\(file):\(index + 1): \(pair) (this chapter counts \(c) characterization and \(g) goal tests)"))
                }
            }
            for phrase in matches(#"[0-9]+ (characterization|goal) tests"#, in: String(line)) {
                let words = phrase.split(separator: " ")
                let want = words[1] == "goal" ? goals : characterization
                if Int(words[0]) != want {
                    findings.append(Finding(check: "texts", message: "\(file):\(index + 1): \(phrase) (there are \(want.map(String.init) ?? ""))"))
                }
            }
        }
        return findings
    }

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

    /// Whether a document's sample of check is what check printed (`actual`, without
    /// ``buildFolderLines``); the lines that differ, `<` the document's and `>` check's, as a finding.
    public static func sample(file: String, document: String, actual: String) -> [Finding] {
        guard let sample = checkSample(in: document) else {
            return [Finding(check: "samples", message: "\(file): no sample of ./Scripts/check chapter1 found (after 'It prints:' or '$ ./Scripts/check chapter1')")]
        }
        let printed = LessonChecks.lines(actual).filter { line in
            let text = line.drop { $0 == " " }
            return !buildFolderLines.contains { text.hasPrefix($0) }
        }.map(String.init)
        let shown = LessonChecks.lines(sample).map(String.init)
        guard shown != printed else { return [] }
        // The lines between what both begin and end with.
        let head = zip(shown, printed).prefix { $0 == $1 }.count
        let tail = zip(shown.dropFirst(head).reversed(), printed.dropFirst(head).reversed()).prefix { $0 == $1 }.count
        let differs = shown[head..<(shown.count - tail)].map { "< " + $0 } + printed[head..<(printed.count - tail)].map { "> " + $0 }
        return [Finding(check: "samples", message: "from the sample's line \(head + 1):\n" + differs.joined(separator: "\n"))]
    }

    /// Every "catch K of N" / "caught K of N" in `text` that the grading contradicts: K is
    /// neither what the worked example catches nor the catalogue's size, or N is not that size.
    public static func gradeClaims(file: String, text: String, caught: Int, total: Int) -> [Finding] {
        var claims: [String] = []
        for phrase in matches(#"(catch|caught) [0-9]+ of [0-9]+"#, in: text) {
            let words = phrase.split(separator: " ")
            let claim = "\(words[1]) of \(words[3])"
            if !claims.contains(claim) { claims.append(claim) }
        }
        return claims.sorted().flatMap { claim -> [Finding] in
            let numbers = claim.split(separator: " ").compactMap { Int($0) }
            var findings: [Finding] = []
            if numbers[0] != caught && numbers[0] != total {
                findings.append(Finding(check: "claims", message: "\(file) states \(claim); the worked example catches \(caught) of \(total) and the suites \(total) of \(total)"))
            }
            if numbers[1] != total {
                findings.append(Finding(check: "claims", message: "\(file) states \(claim): the catalogue has \(total) mutants"))
            }
            return findings
        }
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }
    }
}
