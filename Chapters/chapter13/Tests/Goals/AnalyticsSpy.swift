@testable import MyBiz

/// An analytics that records what it is asked to count, and reports nothing; made without the app's configuration.
final class AnalyticsSpy: Analytics {
    /// Every event it was asked to count, oldest first.
    private(set) var tracked: [String] = []

    init() {
        super.init(isReporting: true)
    }

    override func track(_ event: String) {
        tracked.append(event)
    }
}
