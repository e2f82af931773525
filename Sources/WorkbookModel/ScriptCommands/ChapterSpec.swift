/// A chapter as a learner names it on a script's command line: `chapter1`, `1`, `01`,
/// `Chapter1`, `Chapters/chapter1/`, or `all` where a script takes every chapter.
public struct ChapterSpec: Equatable, Sendable {
    /// Which chapters a script takes.
    public enum Choice: Equatable, Sendable {
        /// One Before/After chapter.
        case pair
        /// One Before/After chapter, or `all` of them.
        case pairOrAll
        /// One chapter of any kind (chapter 0 too).
        case any
    }

    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    /// The chapters the spec names in `registry`, or a failure that lists the choices.
    public func chapters(in registry: Registry, choice: Choice) throws(ScriptFailure) -> [String] {
        let known = registry.chapters(ofKind: choice == .any ? nil : RegistryChapter.pairKind).map(\.name)
        var spec = text.lowercased()
        if spec.hasSuffix("/") { spec.removeLast() }
        if spec.hasPrefix("./") { spec.removeFirst(2) }
        if spec.hasPrefix("chapters/") { spec.removeFirst("chapters/".count) }
        if spec == "all", choice == .pairOrAll, !known.isEmpty { return known }
        let digits = spec.hasPrefix("chapter") ? String(spec.dropFirst("chapter".count)) : spec
        // (Int reads 01 as 1; a number too big for it names no chapter.)
        if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let number = Int(digits), known.contains("chapter\(number)") {
            return ["chapter\(number)"]
        }
        guard !known.isEmpty else {
            throw ScriptFailure("unknown chapter '\(text)' — Chapters/chapters.registry lists no chapters")
        }
        let choices = known.joined(separator: " ")
        // A chapter of another kind (chapter 0, which characterizes): no Before and After to act on.
        if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let number = Int(digits),
           let other = registry.chapter(named: "chapter\(number)"), other.kind != RegistryChapter.pairKind {
            let graded = other.kind == "characterize" ? " (its tests are graded: ./Scripts/grade \(other.name))" : ""
            throw ScriptFailure("\(other.name) has no Before and After\(graded) — choose one of: \(choices)" + (choice == .pairOrAll ? ", or all" : ""))
        }
        throw ScriptFailure("unknown chapter '\(text)' — choose one of: \(choices)" + (choice == .pairOrAll ? ", or all" : ""))
    }

    /// The one chapter the spec names (a choice of ``Choice/pair`` or ``Choice/any``).
    public func chapter(in registry: Registry, choice: Choice) throws(ScriptFailure) -> String {
        try chapters(in: registry, choice: choice)[0]
    }
}

extension Character {
    /// 0 to 9, and nothing else (`isNumber` takes other scripts' digits too).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
