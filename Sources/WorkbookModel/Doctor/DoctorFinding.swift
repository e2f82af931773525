/// One fact doctor states: a ✓ line, or a ✗ line with its fix.
public struct DoctorFinding: Equatable, Sendable {
    public var line: String
    /// How to fix it; nil for a ✓.
    public var fix: String?

    /// A fact that is as it should be.
    public static func ok(_ line: String) -> DoctorFinding {
        DoctorFinding(line: line, fix: nil)
    }

    /// A problem, and how to fix it.
    public static func bad(_ line: String, fix: String) -> DoctorFinding {
        DoctorFinding(line: line, fix: fix)
    }
}
