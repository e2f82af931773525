/// A test's name as XCTest prints it — `Class.test` or `Module.Class.test` on Linux,
/// `-[Module.Class test]` on macOS — as `Class.test` either way.
enum XCTestName {
    static func classDotTest<S: StringProtocol>(_ printed: S) -> String {
        var name = Substring(printed)
        if name.hasPrefix("-[") { name = name.dropFirst(2) }
        if name.hasSuffix("]") { name = name.dropLast() }
        let parts = name.replacingOccurrences(of: " ", with: ".").split(separator: ".", omittingEmptySubsequences: false)
        return parts.suffix(2).joined(separator: ".")
    }

    /// Whether a printed name is one XCTest prints: no quote, two parts at least.
    static func isName<S: StringProtocol>(_ printed: S) -> Bool {
        !printed.isEmpty && !printed.contains("'") && (printed.contains(".") || printed.contains(" "))
    }
}
