/// Every command Scripts/ hands to the workbook's tool, and the one way each is run: `-h`,
/// arguments, errors (`PROGRAM: message` on stderr, exit 2; with `--json`, that line as JSON on
/// stdout too).
public enum ScriptCommands {
    /// The commands, by name.
    public static let all: [any ScriptCommand.Type] = [BenchCommand.self, BenchGradeCommand.self, BenchPlatformCommand.self, CheckCommand.self, DiffCommand.self, DoctorCommand.self, GenerateCommand.self, GradeCommand.self, HintCommand.self, IntegrityCommand.self, MapCommand.self, NewChapterCommand.self, RefereesCommand.self, ResetCommand.self, RunCommand.self, StepCommand.self, XcodeCommand.self]

    /// The command called `name`, if there is one.
    public static func command(named name: String) -> (any ScriptCommand.Type)? {
        all.first { $0.name == name }
    }

    /// Runs the command `name` with `arguments` in `context`; its exit status.
    public static func run(_ name: String, arguments: [String], context: ScriptContext) -> Int32 {
        guard let command = command(named: name) else {
            // (`map { $0.name }`: a key path to a static member here crashes SILGen, Swift 6.3.1.)
            context.output.printError("workbook: no script command '\(name)' (there are: \(all.map { $0.name }.joined(separator: " ")))\n")
            return 64
        }
        if ScriptArguments.wantsHelp(arguments) {
            context.output.print(command.usage)
            return 0
        }
        do {
            let parsed = try ScriptArguments.parse(arguments, options: command.options, program: name)
            return try command.init(arguments: parsed, context: context).run(context)
        } catch {
            // A failure is the command's one line; any other error is as unforeseen, as one line too.
            let failure = error as? ScriptFailure ?? ScriptFailure("\(error)")
            context.output.printError("\(name): \(failure.message)\n")
            if ScriptArguments.wantsJSON(arguments) {
                context.output.print(ScriptError(message: failure.message, exitStatus: failure.status).json)
            }
            return failure.status
        }
    }

}
