import Foundation
import XCTest
@testable import WorkbookModel

/// A script command run as its launcher runs it, against a copy of a fixture repository in a
/// temporary folder, its stdout and stderr kept in files: what it printed, what it changed.
final class ScriptRun {
    let root: URL
    let folder: URL
    var environment: [String: String] = ["PATH": "/usr/bin:/bin"]
    var outputIsTerminal = false
    /// What the command reads on stdin, line by line (nothing: its end).
    var input: [String] = []
    /// Told each file a command is about to write where the learner works.
    var willWrite: @Sendable (String) -> Void = { _ in }
    /// Where the command is run, relative to the copy (nil: outside it).
    var currentDirectory: String?

    init(repository: URL) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-run-\(UUID().uuidString)")
        root = folder.appendingPathComponent("repository")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository, to: root)
    }

    /// Runs `./Scripts/NAME ARGUMENTS`; its exit status (``output`` and ``errors`` then hold
    /// what it printed).
    func run(_ name: String, _ arguments: [String]) -> Int32 {
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let output = ScriptOutput(standardOutput: FileHandle(forWritingAtPath: out.path)!, standardError: FileHandle(forWritingAtPath: err.path)!)
        defer {
            try? output.standardOutput.close()
            try? output.standardError.close()
        }
        var context = ScriptContext(root: root, environment: environment, output: output, outputIsTerminal: outputIsTerminal)
        let lines = LockedLines(input)
        context.readLine = { lines.next() }
        context.inputIsTerminal = false
        context.willWrite = willWrite
        context.currentDirectory = currentDirectory.map { root.appendingPathComponent($0) } ?? folder
        return ScriptCommands.run(name, arguments: arguments, context: context)
    }

    var output: String { text("stdout") }
    var errors: String { text("stderr") }

    /// A file of the copy, or nil.
    func file(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func text(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// `git ARGUMENTS` in the copy; its output.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let git = try XCTUnwrap(Git(root: root, path: environment["PATH"]))
        let result = try git.run(["-c", "user.name=Learner", "-c", "user.email=learner@example.com", "-c", "commit.gpgsign=false"] + arguments)
        XCTAssertTrue(result.succeeded, "git \(arguments): \(result.errors)")
        return result.output
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Lines handed out one at a time, from any thread.
final class LockedLines: @unchecked Sendable {
    private var lines: [String]
    private let lock = NSLock()

    init(_ lines: [String]) {
        self.lines = lines
    }

    func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

/// A flag a `@Sendable` closure can set.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    var value: Bool {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
