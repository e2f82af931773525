/// A command of Scripts/: `./Scripts/NAME ARGUMENTS`, run by the workbook's tool
/// (`workbook script NAME ARGUMENTS`, which the launcher Scripts/NAME execs).
///
/// A command says what it takes (``options``, ``usage``), reads its arguments into itself
/// (``init(arguments:context:)``), and runs (``run(_:)``). Help, bad arguments and `--json`
/// errors are ``ScriptCommands``' business, the same for every command.
public protocol ScriptCommand: Sendable {
    /// Its name: the launcher Scripts/NAME.
    static var name: String { get }
    /// What `-h` prints: `Usage: ./Scripts/NAME …`, then what it does.
    static var usage: String { get }
    /// The options it takes.
    static var options: [ScriptOption] { get }

    /// The command the arguments ask for, or why they cannot be run.
    init(arguments: ScriptArguments, context: ScriptContext) throws

    /// Does its work; its exit status.
    func run(_ context: ScriptContext) throws -> Int32
}
