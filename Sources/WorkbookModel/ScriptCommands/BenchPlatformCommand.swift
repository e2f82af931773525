import Foundation

/// `./Scripts/bench-platform`: the HeadlessUIKit platform timed on this machine by its own
/// benchmark (HeadlessUIKitBenchmark, which judges its budgets), built in release mode in a build
/// folder of its own (.build-bench), so that it neither waits for nor disturbs the debug builds.
public struct BenchPlatformCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "bench-platform"
    public static let options: [ScriptOption] = [.value("--samples")]
    public static let usage = """
        Usage: ./Scripts/bench-platform [--samples N]

        Builds and runs the platform benchmark in release mode, that is
          swift run -c release --scratch-path .build-bench HeadlessUIKitBenchmark
        with only the platform's targets in the package (WORKBOOK_SCOPE=platform), so a
        chapter that does not compile cannot stop it.

        Prints, for each measurement, the median, minimum and maximum of N samples
        (default 50) in milliseconds, next to its budget:
          launch to visible              under 10 ms
          present + dismiss round trip   under 1 ms
          1,000 round trips              under 1,000 ms

        Options:
          --samples N  take N samples of each measurement (default 50)
          -h, --help   show this help

        Exit status: 0 every median within budget, 1 one over budget, 2 a usage or
        build error.

        """

    /// Samples of each measurement (nil: the benchmark's default).
    public var samples: Int?

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        if let operand = arguments.operands.first { throw ScriptFailure("takes no arguments (got '\(operand)')") }
        if let wanted = arguments.value("--samples") {
            guard let count = Int(countOfOneOrMore: wanted) else {
                throw ScriptFailure("--samples needs a positive whole number, not '\(wanted)'")
            }
            samples = count
        }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let swift = try SwiftToolchain.required(path: context.environment["PATH"]).executable
        let folder = context.url(".build-bench")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("build.log")
        // Only the platform's targets in the package: a chapter that does not compile cannot stop it.
        var environment = context.environment
        environment["WORKBOOK_SCOPE"] = "platform"
        context.output.printError("Building HeadlessUIKitBenchmark (release)…\n")
        let build = LimitedRun(command: [swift.path, "build", "-c", "release", "--scratch-path", folder.path, "--product", "HeadlessUIKitBenchmark"],
                               directory: context.root, environment: environment, log: log, timeLimit: 3_600, reaper: context.tool)
        let built = try build.run()
        guard built == .exited(0) else {
            if case .interrupted(let signal) = built { return 128 + signal }
            let lines = String(lossyContentsOf: log).split(separator: "\n").map(String.init)
            let errors = lines.filter { $0.contains("error:") }.prefix(10)
            context.output.printError("bench-platform: the benchmark did not build; the first errors (full log: .build-bench/build.log):\n"
                                      + (errors.isEmpty ? lines.suffix(20) : Array(errors)).map { $0 + "\n" }.joined())
            return 2
        }
        // Its table straight to the terminal, as it prints it.
        let benchmark = ToolRun(executable: swift, arguments: ["run", "-c", "release", "--skip-build", "--scratch-path", folder.path, "HeadlessUIKitBenchmark"]
                                    + (samples.map { ["--samples", String($0)] } ?? []),
                                directory: context.root, environment: environment)
        return try benchmark.run(standardOutput: context.output.standardOutput, standardError: context.output.standardError)
    }
}
