import Dispatch

/// Tells when a state has stayed the same, and quiet, for a while and over several observations.
///
/// "Nothing in flight and nothing new started" must hold for the whole
/// period: a reply the app receives can make it send a follow-up request a
/// few main-queue turns later, and under load those turns take longer.
final class QuietPeriod<State: Equatable> {
    private let duration: DispatchTimeInterval
    private let observations: Int
    private var quiet: (state: State, since: DispatchTime, seen: Int)?

    init(lasting duration: DispatchTimeInterval, observations: Int) {
        self.duration = duration
        self.observations = observations
    }

    /// Records one observation; true once the state was quiet and unchanged for the whole duration and enough observations.
    func observe(_ state: State, isQuiet: Bool) -> Bool {
        guard isQuiet else {
            quiet = nil
            return false
        }
        let now = DispatchTime.now()
        guard let current = quiet, current.state == state else {
            quiet = (state, now, 1)
            return false
        }
        quiet = (state, current.since, current.seen + 1)
        return current.seen + 1 >= observations && now >= current.since + duration
    }
}
