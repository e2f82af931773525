import Foundation

extension UIApplication {
    /// Starts a fresh app, doing what `UIApplicationMain` and a window scene connection do on a device.
    ///
    /// In order:
    /// 1. The previous app, if any, ends: its delegate gets
    ///    `applicationWillTerminate(_:)`, ``willTerminateNotification`` is
    ///    posted, its windows are emptied without callbacks, and deferred UI work
    ///    it scheduled will not run. The recorded warnings, storyboards and
    ///    colour assets are reset: nothing of one launch reaches the next. (The
    ///    test-owned ``UIKitDiagnostics/exceptionHandler`` is left as it is.)
    /// 2. The app delegate is created and gets
    ///    `application(_:didFinishLaunchingWithOptions:)`.
    /// 3. One window scene connects. With a main storyboard that has an
    ///    initial scene, as with UIKit's scene manifest, a window is created
    ///    with the storyboard's initial controller as its root and handed to
    ///    the scene delegate *before* `scene(_:willConnectTo:options:)`, which
    ///    may configure or replace it (a replaced storyboard window leaves the
    ///    scene). A main storyboard without an initial scene gives no window:
    ///    UIKit has no controller to root one in (it logs "Failed to
    ///    instantiate the default view controller").
    /// 4. When launch made that window, the scene delegate's window is made key
    ///    and visible unless the delegate already did. A window the delegate
    ///    makes with no storyboard window to start from (no main storyboard,
    ///    or one without an initial scene) stays hidden until the delegate
    ///    calls `makeKeyAndVisible()`, as in UIKit.
    /// 5. The scene enters the foreground and becomes active.
    ///
    /// The delegates are created here, after the previous app has ended, which
    /// is why they are passed as expressions rather than as instances.
    @discardableResult
    public static func launch(
        appDelegate makeAppDelegate: @autoclosure () -> UIApplicationDelegate,
        sceneDelegate makeSceneDelegate: @autoclosure () -> UIWindowSceneDelegate,
        mainStoryboard: StoryboardFile?,
        storyboards: [StoryboardFile] = [],
        colorAssets: [String: UIColor] = [:]
    ) -> UIApplication {
        terminateCurrentApp()

        let application = UIApplication()
        current = application
        application.storyboardFiles = Dictionary(
            (storyboards + [mainStoryboard].compactMap { $0 }).map { ($0.name, $0) },
            uniquingKeysWith: { _, last in last }
        )
        application.colorAssets = colorAssets

        let appDelegate = makeAppDelegate()
        application.delegate = appDelegate
        _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)

        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.storyboard = mainStoryboard.map { UIStoryboard(name: $0.name, bundle: nil) }
        let session = UISceneSession(role: .windowApplication, configuration: configuration, persistentIdentifier: UUID().uuidString)
        let options = UIScene.ConnectionOptions()
        let scene = UIWindowScene(session: session, connectionOptions: options)
        let sceneDelegate = makeSceneDelegate()
        scene.delegate = sceneDelegate
        application.connectedScenes.insert(scene)

        var storyboardWindow: UIWindow?
        // UIKit roots the scene's window in the storyboard's initial controller
        // (UISceneConfiguration.storyboard: "UIKit loads the initial view
        // controller ... and displays it"); a storyboard without one
        // (instantiateInitialViewController() -> UIViewController? is nil)
        // gives no window, and the scene delegate must make and show its own.
        if let storyboard = configuration.storyboard, let initial = storyboard.instantiateInitialViewController() {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = initial
            sceneDelegate.window = window
            storyboardWindow = window
        }
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        if let storyboardWindow, sceneDelegate.window !== storyboardWindow {
            // The scene delegate replaced the storyboard's window; nothing keeps it, so in UIKit it would be gone.
            storyboardWindow.tearDown()
            scene.windows.removeAll { $0 === storyboardWindow }
        }
        if storyboardWindow != nil, let window = sceneDelegate.window, window.isHidden {
            window.makeKeyAndVisible()
        }

        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        application.applicationState = .active
        sceneDelegate.sceneDidBecomeActive(scene)
        return application
    }

    private static func terminateCurrentApp() {
        let previous = current
        launchCount += 1
        previous.delegate?.applicationWillTerminate(previous)
        NotificationCenter.default.post(name: willTerminateNotification, object: previous)
        previous.windows.forEach { $0.tearDown() }
        previous.connectedScenes = []
        previous.delegate = nil
        UIKitDiagnostics.reset()
    }
}
