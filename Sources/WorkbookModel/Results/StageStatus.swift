/// How one suite of a stage came out at its last run.
public enum StageStatus: String, Codable, Sendable, CaseIterable {
    /// Every test passed.
    case pass
    /// Some test failed.
    case fail
    /// It built, but no test ran.
    case none
    /// The test program crashed.
    case crash
    /// It does not compile.
    case build
    /// Stopped at the time limit.
    case hung
    /// Never checked (the overview, before a first check).
    case unknown

    /// Whether its code compiled.
    public var compiles: Bool { self != .build }
}
