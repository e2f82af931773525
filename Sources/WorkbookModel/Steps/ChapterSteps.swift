import Foundation

/// A chapter's numbered steps as the disk holds them: the patches `Chapters/CHAPTER/Steps/NN-name.patch`,
/// in order, each relative to the chapter's Before, and README.md's numbered steps under
/// "## Steps", the text a learner reads.
public struct ChapterSteps: Sendable {
    public var chapter: String
    public var root: URL
    /// The patches, relative to the repository, in order (step 1 first).
    public var patches: [String]

    public init(chapter: String, root: URL) {
        self.chapter = chapter
        self.root = root
        let folder = "Chapters/\(chapter)/Steps"
        patches = FolderEntry.list(root.appendingPathComponent(folder).path)
            .filter { $0.kind == .file && Self.isPatchName($0.name) }
            .map { "\(folder)/\($0.name)" }
    }

    /// How many steps the chapter has as patches.
    public var total: Int { patches.count }

    /// Step `k`'s patch (1 … total), relative to the repository.
    public func patch(_ k: Int) -> String { patches[k - 1] }

    /// `NN-name.patch`: two digits, a dash, a name.
    static func isPatchName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return bytes.count > 9 && bytes[0].isASCIIDigitByte && bytes[1].isASCIIDigitByte && bytes[2] == UInt8(ascii: "-")
            && name.hasSuffix(".patch")
    }

    /// The README's text.
    public var readme: String {
        (try? String(contentsOf: root.appendingPathComponent("Chapters/\(chapter)/README.md"), encoding: .utf8)) ?? ""
    }

    /// README step `k`'s text, from "K. " to the next step or heading, without trailing blank lines.
    public func text(_ k: Int) -> [String] {
        var lines: [String] = []
        var inSteps = false, on = false, n = 0
        for line in LessonChecks.lines(readme) {
            if line.hasPrefix("## ") {
                inSteps = line.range(of: #"^## +Steps[[:space:]]*$"#, options: .regularExpression) != nil
                on = false
                continue
            }
            if inSteps, line.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil {
                n += 1
                on = n == k
            }
            if on { lines.append(String(line)) }
        }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines
    }

    /// README step `k`'s bold title ("" when it has none).
    public func title(_ k: Int) -> String {
        let titles = StepPosition.titles(readme: readme)
        return k >= 1 && k <= titles.count ? titles[k - 1] : ""
    }
}

extension UInt8 {
    /// 0 to 9 in ASCII.
    var isASCIIDigitByte: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
