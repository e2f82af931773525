/// What `--list-tests` printed (the test program's own, or `swift test --list-tests`): one
/// `Module.Class/test` a line.
public struct TestListing: Equatable, Sendable {
    /// The listed tests as `Class.test`, sorted byte for byte, each once.
    public var names: [String]
    /// How many lines list a test, of either framework (`Module.Class/test`,
    /// `Module.Suite/test()`, a nested class's `Module.Outer.Inner/test`).
    public var listedLines = 0

    /// Only the classes of `filter` (`Module.Class`, as XCTest's filter takes them), if any.
    public init(text: String, filter: [String] = []) {
        var found: Set<String> = []
        for line in ResultFolder.lines(text) {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let owner = line[..<slash], test = line[line.index(after: slash)...]
            let parts = owner.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count >= 2, parts.allSatisfy(Self.isIdentifier), test.first.map({ $0 == "_" || ($0.isASCII && $0.isLetter) }) == true {
                listedLines += 1
            }
            guard parts.count == 2, parts.allSatisfy(Self.isIdentifier), Self.isIdentifier(test),
                  filter.isEmpty || filter.contains(String(owner)) else { continue }
            found.insert("\(parts[1]).\(test)")
        }
        names = found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func isIdentifier<S: StringProtocol>(_ word: S) -> Bool {
        guard let first = word.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return word.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }
}
