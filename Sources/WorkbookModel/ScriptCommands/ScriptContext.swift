import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a script runs against: the repository, the environment, where it writes, and the
/// answers every script needs (the registry, the chapter a learner named, whether to colour).
public struct ScriptContext: @unchecked Sendable {
    /// The repository's folder.
    public var root: URL
    public var environment: [String: String]
    public var output: ScriptOutput
    /// Whether standard output is a terminal (asked once, of the real handle; a test sets it).
    public var outputIsTerminal: Bool
    /// The next line of standard input with its line break (nil at its end, or when it is
    /// closed); a test gives its own.
    public var readLine: @Sendable () -> String? = { Swift.readLine(strippingNewline: false) }
    /// Whether standard input is a terminal (what a learner types shows as they type it).
    public var inputIsTerminal: Bool = isatty(0) == 1
    /// Called with each file's path (relative to the folder) just before a command writes it
    /// where the learner works: nothing, but for a test that needs that moment (a Ctrl-C then).
    public var willWrite: @Sendable (String) -> Void = { _ in }
    /// Where the learner ran the command (a launcher keeps it): inside a chapter's folder, that
    /// chapter is the one a command means when none is named.
    public var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// The workbook's tool, when this is it (its launcher's `workbook script`): what a command's
    /// programs run under (`workbook reap -- PROGRAM…`, ``Reaper``); nil in a test.
    public var tool: URL?

    public init(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
                output: ScriptOutput = ScriptOutput(), outputIsTerminal: Bool? = nil) {
        self.root = root
        self.environment = environment
        self.output = output
        self.outputIsTerminal = outputIsTerminal ?? (isatty(output.standardOutput.fileDescriptor) == 1)
    }

    /// Colour only where a person reads it: standard output is a terminal that is not
    /// `TERM=dumb`, or `CLICOLOR_FORCE` is set and not 0; `NO_COLOR` set and not empty wins
    /// (https://no-color.org).
    public var colours: Bool {
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if outputIsTerminal, environment["TERM"] != "dumb" { return true }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
        return false
    }

    /// The colours to print with.
    public var palette: Palette { colours ? .ansi : .plain }

    /// A path of the repository as a URL.
    public func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// Chapters/chapters.registry, read; a failure is its one line.
    public func registry() throws(ScriptFailure) -> Registry {
        do {
            return try Registry.load(root: root)
        } catch {
            throw ScriptFailure(error.description)
        }
    }

    /// The one chapter a learner named, or a failure that lists the choices.
    public func chapter(_ spec: String, choice: ChapterSpec.Choice) throws(ScriptFailure) -> String {
        try ChapterSpec(spec).chapter(in: registry(), choice: choice)
    }

    /// The chapter a command's first operand names; without one, the chapter whose folder the
    /// command was run in (at any depth). A failure when it names none, or none is given or
    /// meant (`command` in the advice).
    public func chapter(operand: String?, command: String, choice: ChapterSpec.Choice) throws(ScriptFailure) -> String {
        if let operand, !operand.isEmpty { return try chapter(operand, choice: choice) }
        if let folder = chapterFolderOfCurrentDirectory() { return try chapter(folder, choice: choice) }
        throw ScriptFailure("which chapter? e.g. ./Scripts/\(command) chapter1 (see --help)")
    }

    /// The chapter folder (`chapterN`, one the registry names) the current directory is in, at
    /// any depth under Chapters/, links resolved; nil elsewhere.
    func chapterFolderOfCurrentDirectory() -> String? {
        let chapters = root.appendingPathComponent("Chapters").resolvingSymlinksInPath().path + "/"
        let here = currentDirectory.resolvingSymlinksInPath().path + "/"
        guard here.hasPrefix(chapters) else { return nil }
        let name = String(here.dropFirst(chapters.count).prefix { $0 != "/" })
        guard let names = try? registry().chapters(ofKind: nil).map(\.name), names.contains(name) else { return nil }
        return name
    }

    /// The chapter and stage (Before or After) of a command that takes `CHAPTER [before|after]`
    /// (map, run): Before unless named. Inside a chapter's folder the chapter may be left out,
    /// and a lone `before` or `after` is then the stage (`../../../Scripts/map after`).
    public func stagedChapter(_ operands: [String], command: String) throws(ScriptFailure) -> (chapter: String, stage: String) {
        guard operands.count <= 2 else { throw ScriptFailure("too many arguments: '\(operands[2])' (one chapter, then before or after)") }
        func stage(_ word: String) -> String? {
            Stage.names.first { $0.lowercased() == word.lowercased() }
        }
        if operands.count == 1, let named = stage(operands[0]), let folder = chapterFolderOfCurrentDirectory() {
            return (try chapter(folder, choice: .pair), named)
        }
        let chapter = try chapter(operand: operands.first, command: command, choice: .pair)
        guard operands.count > 1 else { return (chapter, "Before") }
        guard let named = stage(operands[1]) else { throw ScriptFailure("unknown stage '\(operands[1])' — choose before or after") }
        return (chapter, named)
    }

    /// A failure when the stage's folder (Chapters/CHAPTER/STAGE) is missing, saying how a
    /// Before comes back.
    public func requireStageFolder(chapter: String, stage: String) throws(ScriptFailure) {
        let folder = "Chapters/\(chapter)/\(stage)"
        guard FileManager.default.isFolder(at: url(folder)) else {
            throw ScriptFailure("\(folder) is missing (./Scripts/reset \(chapter) restores a Before)")
        }
    }

    /// The chapter of a command that takes one operand, a chapter.
    public func onlyChapter(_ operands: [String], command: String, choice: ChapterSpec.Choice) throws(ScriptFailure) -> String {
        guard operands.count <= 1 else { throw ScriptFailure("one chapter at a time: got '\(operands[0])' and '\(operands[1])'") }
        return try chapter(operand: operands.first, command: command, choice: choice)
    }
}
