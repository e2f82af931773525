import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One grading, step by step, as ``GradeCommand`` asks for it: the tests refused when they read
/// the switch, the build with every change in, the real app's run, each change's run with a
/// control run among them, coverage, the reports. Its working folder holds what the model's
/// report reads (``GradeSummary``, ``GradeReport``): the summary, the catalogue, the outcomes,
/// the locations, the coverage, the real app's cases, each run's log.
final class GradeRun {
    let command: GradeCommand
    let context: ScriptContext
    let registry: Registry
    let paths: RepositoryPaths
    let swift: URL
    /// The working folder (removed at the end).
    let work: URL
    /// Where progress goes: stdout, or stderr when stdout carries JSON.
    let progressOutput: FileHandle
    let palette: Palette
    /// Progress shows on a terminal: "label …" while a step runs, its row in its place after.
    let live: Bool
    /// What the run came to: graded, or where it stopped (GradeSummary.Status).
    var status = GradeSummary.Status.graded
    var package: MutantPackage!
    var schemata: MutantSchemata!
    var testCommand: [String] = []
    /// The stage graded, as its copy is: the published one for stage 0.
    var stageFolder: URL
    var realPassed = 0, realTotal = 0, realMilliseconds = 0
    var build: MutantPackage.Build?
    /// The file of the lines that say why the grading stopped (build.errors, real-app.details).
    var details = "build.errors"

    init(command: GradeCommand, context: ScriptContext, registry: Registry, swift: URL, work: URL) {
        self.command = command
        self.context = context
        self.registry = registry
        self.swift = swift
        self.work = work
        paths = RepositoryPaths(root: context.root, registry: registry, logicalRoot: context.environment["PWD"])
        progressOutput = command.json ? context.output.standardError : context.output.standardOutput
        let descriptor = command.json ? STDERR_FILENO : STDOUT_FILENO
        var shown = context
        shown.outputIsTerminal = isatty(descriptor) == 1
        palette = shown.palette
        live = shown.outputIsTerminal && context.environment["TERM"] != "dumb"
        stageFolder = context.url(command.stageRelative)
    }

    // MARK: - What the learner reads

    func say(_ text: String) {
        progressOutput.write(Data(text.utf8))
    }

    func dim(_ line: String) {
        say("  \(palette.dim)\(line)\(palette.reset)\n")
    }

    func progress(_ label: String, _ rest: String = "") {
        if live { say("\r  \(padded(label, 34)) …\(rest)") }
    }

    func row(_ label: String, _ value: String) {
        if live { say("\r\(String(repeating: " ", count: 100))\r") }
        say("  \(padded(label, 34)) \(value)\n")
    }

    /// Lines a learner's code may have written, made safe for a terminal, each indented.
    func indented(_ lines: [String], limit: Int = .max) {
        say(lines.prefix(limit).map { "      \(CheckReport.printable($0))\n" }.joined())
    }

    func write(_ text: String, _ name: String) {
        try? Data(text.utf8).write(to: work.appendingPathComponent(name))
    }

    func read(_ name: String) -> String {
        (try? String(contentsOf: work.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    static func seconds(_ milliseconds: Int) -> String {
        String(format: "%.1f", Double(milliseconds) / 1000)
    }

    static func milliseconds(since start: DispatchTime) -> Int {
        Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    }
}
