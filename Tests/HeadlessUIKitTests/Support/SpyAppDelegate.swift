import HeadlessUIKit

/// An app delegate that records the calls it gets, in a log shared with the scene delegate.
final class SpyAppDelegate: UIResponder, UIApplicationDelegate {
    private let log: EventLog

    /// The calls this delegate received, in order.
    private(set) var calls: [String] = []

    init(log: EventLog = EventLog()) {
        self.log = log
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        record("didFinishLaunching")
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        record("willTerminate")
    }

    private func record(_ call: String) {
        calls.append(call)
        log.record("app.\(call)")
    }
}
