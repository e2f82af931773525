/// The table of a function run over every combination of its inputs: one line a combination, `(inputs) => result`.
///
/// Inputs and results are written as Swift's `String(reflecting:)` writes
/// them (a string quoted, `nil` as nil), so that `"12345678"` and `12345678`
/// read differently; a thrown error reads `=> error: …`. The first input
/// varies slowest, as in nested loops:
///
///     ("aB", 2) => false
///     ("aB", 3) => true
public struct CombinationTable {
    /// The table's lines, one a combination.
    public let lines: [String]

    /// Runs a function of one input over each input.
    public init<A, Result>(_ function: (A) throws -> Result, _ a: [A]) {
        lines = a.map { x in Self.line([x], { try function(x) }) }
    }

    /// Runs a function of two inputs over every combination of them.
    public init<A, B, Result>(_ function: (A, B) throws -> Result, _ a: [A], _ b: [B]) {
        lines = a.flatMap { x in b.map { y in Self.line([x, y], { try function(x, y) }) } }
    }

    /// Runs a function of three inputs over every combination of them.
    public init<A, B, C, Result>(_ function: (A, B, C) throws -> Result, _ a: [A], _ b: [B], _ c: [C]) {
        lines = a.flatMap { x in b.flatMap { y in c.map { z in Self.line([x, y, z], { try function(x, y, z) }) } } }
    }

    /// The table as one text, a line a combination.
    public var text: String { lines.joined(separator: "\n") }

    private static func line<Result>(_ inputs: [Any], _ run: () throws -> Result) -> String {
        let arguments = "(" + inputs.map { String(reflecting: $0) }.joined(separator: ", ") + ")"
        do {
            return arguments + " => " + String(reflecting: try run())
        } catch {
            return arguments + " => error: " + String(describing: error)
        }
    }
}
