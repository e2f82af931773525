import Dispatch

/// Tells when a condition has held, without a break, for a while: "nothing in flight, and nothing new for 2 ms".
final class QuietPeriod {
    private let duration: DispatchTimeInterval
    private var quietSince: DispatchTime?

    init(lasting duration: DispatchTimeInterval) {
        self.duration = duration
    }

    /// Records one observation; true once every observation for the whole duration was quiet.
    func observe(isQuiet: Bool) -> Bool {
        guard isQuiet else {
            quietSince = nil
            return false
        }
        let now = DispatchTime.now()
        let since = quietSince ?? now
        quietSince = since
        return now >= since + duration
    }
}
