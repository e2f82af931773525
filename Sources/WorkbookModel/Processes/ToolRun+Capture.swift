import Foundation

extension ToolRun {
    /// Runs it to its end; what it printed on stdout and stderr (through files in a temporary
    /// folder removed after, never a pipe that a full buffer could stall), and its exit status.
    public func capture() throws -> ToolOutput {
        try FileManager.default.withWorkFolder("run") { work in
            let out = work.appendingPathComponent("out"), err = work.appendingPathComponent("err")
            let status = try run(output: out, errors: err)
            // (Lossy: a file's name from git that is not UTF-8 leaves the rest readable.)
            return ToolOutput(status: status, output: String(lossyContentsOf: out), errors: String(lossyContentsOf: err))
        }
    }

    /// The same program run with Ctrl-C and SIGTERM ignored: started through `/bin/sh`, whose
    /// `trap '' INT TERM` sets them to SIG_IGN, which the program keeps across `exec`
    /// (POSIX: signals set to be ignored stay ignored in the new image, execve(2)). A write
    /// that must not stop half-way (reset's git) so runs to its end when the terminal sends
    /// Ctrl-C to every process of the foreground group.
    public var holdingOffInterrupts: ToolRun {
        var run = self
        run.executable = URL(fileURLWithPath: "/bin/sh")
        run.arguments = ["-c", "trap '' INT TERM; exec \"$0\" \"$@\"", executable.path] + arguments
        return run
    }
}
