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
        let load = average().map { ", load \(String(format: "%.2f", $0))" } ?? ""
        return "this machine: \(ProcessInfo.processInfo.activeProcessorCount) cores\(load) now"
    }

    /// The load average over the last minute, or nil when the system does not say.
    public static func average() -> Double? {
        var loads = [Double](repeating: 0, count: 1)
        return getloadavg(&loads, 1) == 1 ? loads[0] : nil
    }
}
