import Foundation

/// What a README step states that `./Scripts/step verify` holds against the tools: its
/// *Expected:* cells, its *First error:*, and the other counts its prose gives.
extension ChapterSteps {
    /// How many numbered steps README.md's "## Steps" has.
    public var readmeStepCount: Int { StepPosition.titles(readme: readme).count }

    /// Step `k`'s short name, from its patch: `Steps/03-delete-the-old-initializer.patch` is
    /// `delete-the-old-initializer`.
    public func name(_ k: Int) -> String {
        Self.name(ofPatch: (patch(k) as NSString).lastPathComponent)
    }

    /// A patch file's short name: its name without `NN-` and `.patch`.
    static func name(ofPatch file: String) -> String {
        var name = file.hasSuffix(".patch") ? String(file.dropLast(".patch".count)) : file
        if name.count >= 3, name.prefix(2).allSatisfy(\.isASCIIDigit), name.dropFirst(2).first == "-" { name = String(name.dropFirst(3)) }
        return name
    }

    /// Step `k`'s *Expected:* cells (Before's characterization, Before's goals, as check
    /// prints them), from its first such line; nil when it states none.
    public func expected(_ k: Int) -> (characterization: String, goals: String)? {
        for line in text(k) {
            guard let groups = Self.groups(of: StepExpectation.pattern, in: line), groups.count == 2 else { continue }
            return (groups[0], groups[1].contains("compile") ? StepExpectation.doesNotCompile : groups[1])
        }
        return nil
    }

    /// The first compiler error step `k` says check shows under Before's goals (its *First
    /// error:* line), or nil.
    public func firstError(_ k: Int) -> String? {
        text(k).lazy.compactMap { Self.groups(of: StepExpectation.errorPattern, in: $0)?.first }.first
    }

    /// The other counts step `k`'s prose states ("goals now compile, 2/7", "the Before row's
    /// characterization column reads 34/34"), in order: `characterization` or `goals`, and the
    /// `passed/total` that follows the word before any `.`, `;`, `:`, backquote or parenthesis.
    public func statedCounts(_ k: Int) -> [(kind: String, count: String)] {
        let prose = text(k).filter { Self.groups(of: StepExpectation.pattern, in: $0) == nil }.joined(separator: " ")
        guard let expression = try? NSRegularExpression(pattern: #"(characterization|[Gg]oals)[^0-9.;:`(]*([0-9]+/[0-9]+)"#) else { return [] }
        return expression.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)).compactMap { match in
            guard let word = Range(match.range(at: 1), in: prose), let count = Range(match.range(at: 2), in: prose) else { return nil }
            return (prose[word] == "characterization" ? "characterization" : "goals", String(prose[count]))
        }
    }

    /// The captured groups of `pattern`'s first match in `line`, or nil when it does not match.
    static func groups(of pattern: String, in line: String) -> [String]? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
        return (1..<match.numberOfRanges).map { index in Range(match.range(at: index), in: line).map { String(line[$0]) } ?? "" }
    }
}
