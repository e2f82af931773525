/// `workbook`: the workbook's one program. Each of ./Scripts/NAME's whole work, through its
/// launcher; the questions the bash that is left asks (the scripts' tests, a launcher's JSON error: ``WorkbookCommand``);
/// the reaper of the test programs check and grade run.
///
///     workbook script ROOT hint chapter1 --all      (./Scripts/hint, through its launcher)
///     eval "$(workbook registry --shell)"
///     workbook reap -- PROGRAM ARGUMENT…            (a test program of check's: Reaper)
///
/// Exit status: a script's own (``ScriptCommands``); for a question, registry --problems' (0
/// agree, 1 not), else 0;
/// 64 bad arguments (usage on stderr); 65 the registry or a results folder cannot be read.
import Foundation
import WorkbookModel

StandardStreams.ensureOpen()
let arguments = Array(CommandLine.arguments.dropFirst())
// A launcher's call (Scripts/lib/launch.sh): `workbook script ROOT NAME ARGUMENT…`, ./Scripts/NAME's
// whole work, its errors the script's own (ScriptCommands).
if arguments.first == "script", arguments.count >= 3 {
    var context = ScriptContext(root: URL(fileURLWithPath: arguments[1]))
    context.tool = Bundle.main.executableURL
    exit(ScriptCommands.run(arguments[2], arguments: Array(arguments.dropFirst(3)), context: context))
}

// The test programs of check, grade and integrity (StageRunner, MutantWorkers, LimitedRun): `workbook reap -- PROGRAM ARGUMENT…`, nothing it
// starts left running when it ends (Reaper). Before anything else: no registry is read.
if arguments.first == "reap", arguments.dropFirst().first == "--" {
    exit(Reaper.run(Array(arguments.dropFirst(2))))
}

do {
    let command = try WorkbookCommand(arguments: arguments)
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let outcome = try command.run(root: root)
    FileHandle.standardError.write(Data(outcome.progress.utf8))
    FileHandle.standardOutput.write(Data(outcome.output.utf8))
    exit(outcome.status)
} catch let error as WorkbookCommand.UsageError {
    FileHandle.standardError.write(Data("workbook: \(error)\n\(WorkbookCommand.usage)\n".utf8))
    exit(64)
} catch {
    FileHandle.standardError.write(Data("workbook: \(error)\n".utf8))
    exit(65)
}
