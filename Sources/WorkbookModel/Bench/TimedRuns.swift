import Foundation

/// The benchmarks' runs: a command timed by the wall clock (milliseconds), its output in a log,
/// under the reaper with Ctrl-C and SIGTERM noted (an interruption ends it and what it started,
/// and the benchmark), and the machine's load noted at each start: other work shares the cores.
final class TimedRuns {
    /// The workbook's tool: the reaper.
    let reaper: URL?
    let environment: [String: String]
    /// The load average over the last minute at the start of each run, in order.
    private(set) var loads: [Double] = []

    init(reaper: URL?, environment: [String: String]) {
        self.reaper = reaper
        self.environment = environment
    }

    /// A command timed.
    struct Timing {
        var milliseconds: Int
        var status: Int32
    }

    /// Runs `command` in `directory` (its output and errors in `log`) and times it; Ctrl-C or
    /// SIGTERM: ``LimitedRun/Interrupted``.
    func run(_ command: [String], in directory: URL, log: URL, environment extra: [String: String] = [:]) throws -> Timing {
        if let load = MachineLoad.average() { loads.append(load) }
        let run = LimitedRun(command: command, directory: directory, environment: environment.merging(extra) { $1 },
                             log: log, timeLimit: 86_400, reaper: reaper)
        let started = DispatchTime.now()
        let status = try run.status()
        return Timing(milliseconds: Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000), status: status)
    }

    /// The loads as the benchmark's last line says them: "0.4 to 2.1 (median 1.2)", or "?".
    var loadsText: String {
        guard !loads.isEmpty else { return "?" }
        let sorted = loads.sorted()
        func shown(_ load: Double) -> String { String(format: "%.2f", load) }
        return "\(shown(sorted[0])) to \(shown(sorted[sorted.count - 1])) (median \(shown(sorted[(sorted.count - 1) / 2])))"
    }
}
