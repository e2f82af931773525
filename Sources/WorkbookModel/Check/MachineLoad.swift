import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine's cores and its load average over the last minute, as a first check's line
/// states them beside its measured figures ("this machine: 2 cores, load 9.80 now"): what the
/// learner's wait depends on. getloadavg(3), on Linux and Darwin alike.
public enum MachineLoad {
    public static func now() -> String {
        var loads = [Double](repeating: 0, count: 1)
        let load = getloadavg(&loads, 1) == 1 ? ", load \(String(format: "%.2f", loads[0]))" : ""
        return "this machine: \(ProcessInfo.processInfo.activeProcessorCount) cores\(load) now"
    }
}
