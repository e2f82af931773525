extension LimitedRun.Ending {
    /// Why a build that ended so was stopped, as one line about `what` (`Chapters/chapter1/Before`,
    /// `chapter1 Before`); nil when it ended on its own. An interruption is thrown: the command
    /// ends with it, as the shell's status for the signal.
    func buildStopped(_ what: String, timeLimit: Int) throws(ScriptFailure) -> String? {
        switch self {
        case .exited: return nil
        case .timedOut: return "\(what) did not build within \(timeLimit) s (\(StageBuild.timeLimitVariable)): stopped"
        case .flooded: return "\(what)'s build printed more than \(LimitedRun.defaultLogLimit / 1_048_576) MB: stopped"
        case .interrupted(let signal):
            throw ScriptFailure("interrupted: the build of \(what) was stopped, and everything it started", status: 128 + signal)
        }
    }
}
