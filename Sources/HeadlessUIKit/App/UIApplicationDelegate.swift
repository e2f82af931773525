/// The object that handles the app's lifecycle events.
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Tells the delegate that launching has finished; return `false` only if the app cannot handle its launch options.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Tells the delegate that the app is about to end; HeadlessUIKit calls it when a new launch replaces the app.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationWillTerminate(_ application: UIApplication) {}
}
