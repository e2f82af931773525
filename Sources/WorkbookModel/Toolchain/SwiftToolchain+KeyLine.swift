import Foundation

extension SwiftToolchain {
    /// The toolchain's line in a stage's key (``ScopeKey``): the swift driver's size, time and
    /// path (links followed), not its output: running `swift --version` would cost more than
    /// the whole lookup of a check with nothing changed. A new toolchain changes it.
    public var keyLine: String {
        let resolved = executable.resolvingSymlinksInPath()
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let time = Int((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
        return "\(size) \(time) \(executable.path)"
    }

    /// The key line of the swift on `path`, or "" when there is none.
    public static func keyLine(path: String?) -> String {
        SwiftToolchain(path: path)?.keyLine ?? ""
    }
}
