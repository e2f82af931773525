import Foundation
import HeadlessUIKit
import XCTest

/// `UIApplication.launch(…)`: the order of a launch, and how a launch replaces all state of the previous one (rule 8).
final class UIApplicationLaunchTests: XCTestCase {
    private var log: EventLog!
    private var exceptions: ExceptionRecorder!

    override func setUp() {
        super.setUp()
        log = EventLog()
        exceptions = ExceptionRecorder()
        exceptions.install()
    }

    override func tearDown() {
        exceptions.uninstall()
        exceptions = nil
        log = nil
        super.tearDown()
    }

    @discardableResult
    private func launchWithMainStoryboard() -> UIApplication {
        let log = self.log!
        return UIApplication.launch(
            appDelegate: SpyAppDelegate(log: log),
            sceneDelegate: SpySceneDelegate(log: log),
            mainStoryboard: .spy(log: log)
        )
    }

    private var sceneDelegate: SpySceneDelegate? {
        UIApplication.shared.connectedScenes.first?.delegate as? SpySceneDelegate
    }

    // MARK: - Order of a launch

    func test_launch_withMainStoryboard_callsDidFinishLaunchingBeforeTheSceneConnects() {
        launchWithMainStoryboard()

        let delegateCalls = log.events.filter { $0.hasPrefix("app.") || $0.hasPrefix("scene.") }
        XCTAssertEqual(delegateCalls, [
            "app.didFinishLaunching",
            "scene.willConnect",
            "scene.willEnterForeground",
            "scene.didBecomeActive",
        ])
    }

    func test_launch_withMainStoryboard_initialControllerIsAlreadyTheRootInsideWillConnect() {
        launchWithMainStoryboard()

        let root = sceneDelegate?.rootWhenConnecting as? SpyViewController
        XCTAssertEqual(root?.name, "initial")
    }

    func test_launch_withMainStoryboard_windowIsNotKeyYetInsideWillConnect() {
        launchWithMainStoryboard()

        XCTAssertEqual(sceneDelegate?.windowWasKeyWhenConnecting, false)
    }

    func test_launch_withMainStoryboard_makesTheWindowKeyAndVisibleAfterWillConnect() {
        launchWithMainStoryboard()

        let window = sceneDelegate?.window
        XCTAssertEqual(window?.isKeyWindow, true)
        XCTAssertEqual(window?.isHidden, false)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
    }

    func test_launch_withMainStoryboard_initialControllerWillAppearDuringLaunch() {
        launchWithMainStoryboard()

        XCTAssertEqual(log.events.filter { $0.hasPrefix("initial.") }, [
            "initial.loadView",
            "initial.viewDidLoad",
            "initial.viewWillAppear",
        ])
    }

    func test_launch_withMainStoryboard_initialControllerDidAppearOnTheNextTurn() {
        launchWithMainStoryboard()

        runMainQueue()

        XCTAssertEqual(log.events.filter { $0.hasPrefix("initial.") }.last, "initial.viewDidAppear")
    }

    func test_launch_withoutMainStoryboard_sceneDelegateGetsNoWindow() {
        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)

        XCTAssertNil(sceneDelegate?.window)
        XCTAssertNil(UIApplication.shared.keyWindow)
    }

    func test_launch_withoutMainStoryboard_usesTheWindowTheSceneDelegateMakes() {
        let root = UIViewController()

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(root: { root }), mainStoryboard: nil)

        XCTAssertTrue(UIApplication.shared.keyWindow?.rootViewController === root)
    }

    func test_launch_withoutMainStoryboard_leavesTheWindowTheSceneDelegateMakesHiddenUntilItShowsIt() {
        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(root: { UIViewController() }, showsItsWindow: false), mainStoryboard: nil)

        XCTAssertEqual(sceneDelegate?.window?.isHidden, true)
        XCTAssertNil(UIApplication.shared.keyWindow)
    }

    func test_launch_withMainStoryboardWithoutInitialScene_sceneDelegateGetsNoWindow() {
        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: .withoutInitialScene(log: log))

        XCTAssertNil(sceneDelegate?.rootWhenConnecting)
        XCTAssertNil(sceneDelegate?.window)
        XCTAssertEqual(UIApplication.shared.windows.count, 0)
    }

    func test_launch_withMainStoryboardWithoutInitialScene_leavesTheWindowTheSceneDelegateMakesHidden() {
        UIApplication.launch(
            appDelegate: SpyAppDelegate(),
            sceneDelegate: SpySceneDelegate(root: { UIViewController() }, showsItsWindow: false),
            mainStoryboard: .withoutInitialScene(log: log)
        )

        XCTAssertEqual(sceneDelegate?.window?.isHidden, true)
        XCTAssertNil(UIApplication.shared.keyWindow)
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
    }

    func test_launch_withMainStoryboardWithoutInitialScene_showsTheWindowTheSceneDelegateShows() {
        let root = UIViewController()

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(root: { root }), mainStoryboard: .withoutInitialScene(log: log))

        XCTAssertTrue(UIApplication.shared.keyWindow?.rootViewController === root)
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
    }

    func test_launch_whenTheSceneDelegateReplacesTheStoryboardWindow_onlyItsWindowRemains() {
        let log = self.log!
        let ownRoot = UIViewController()

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(root: { ownRoot }), mainStoryboard: .spy(log: log))

        XCTAssertEqual(UIApplication.shared.windows.count, 1)
        XCTAssertTrue(UIApplication.shared.windows.first?.rootViewController === ownRoot)
    }

    func test_launch_withMainStoryboard_returnsTheNewSharedApplication() {
        let sut = launchWithMainStoryboard()

        XCTAssertTrue(sut === UIApplication.shared)
    }

    func test_launch_withAnAppDelegate_makesItTheApplicationsDelegate() {
        launchWithMainStoryboard()

        XCTAssertTrue(UIApplication.shared.delegate is SpyAppDelegate)
    }

    func test_launch_withMainStoryboard_connectsOneForegroundActiveWindowScene() {
        launchWithMainStoryboard()

        let scenes = UIApplication.shared.connectedScenes
        XCTAssertEqual(scenes.count, 1)
        XCTAssertTrue(scenes.first is UIWindowScene)
        XCTAssertEqual(scenes.first?.activationState, .foregroundActive)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
    }

    func test_launch_withMainStoryboard_sceneSessionNamesIt() {
        launchWithMainStoryboard()

        let session = UIApplication.shared.connectedScenes.first?.session
        XCTAssertEqual(session?.role, .windowApplication)
        XCTAssertEqual(session?.configuration.storyboard?.name, "Main")
    }

    // MARK: - Replacing the previous launch

    func test_launch_again_tellsThePreviousAppDelegateItWillTerminate() {
        launchWithMainStoryboard()
        let previousDelegate = UIApplication.shared.delegate as? SpyAppDelegate

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)

        XCTAssertEqual(previousDelegate?.calls, ["didFinishLaunching", "willTerminate"])
    }

    func test_launch_again_postsWillTerminateForThePreviousApp() {
        let previous = launchWithMainStoryboard()
        let notifications = EventLog()
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: nil) { [notifications] notification in
            notifications.record((notification.object as? UIApplication) === previous ? "previous app" : "another object")
        }
        addTeardownBlock { NotificationCenter.default.removeObserver(observer) }

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)

        XCTAssertEqual(notifications.events, ["previous app"])
    }

    func test_launch_again_replacesTheSharedApplicationAndItsDelegate() {
        let previous = launchWithMainStoryboard()
        let previousDelegate = previous.delegate

        let sut = UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)

        XCTAssertFalse(sut === previous)
        XCTAssertTrue(UIApplication.shared === sut)
        XCTAssertFalse(sut.delegate === previousDelegate)
        XCTAssertNil(previous.delegate)
    }

    func test_launch_again_disconnectsThePreviousScenes() {
        let previous = launchWithMainStoryboard()

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(root: { UIViewController() }), mainStoryboard: nil)

        XCTAssertTrue(previous.connectedScenes.isEmpty)
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
    }

    func test_launch_again_emptiesThePreviousWindows() {
        launchWithMainStoryboard()
        let previousWindow = UIApplication.shared.keyWindow
        let previousRoot = previousWindow?.rootViewController

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)

        XCTAssertNil(previousWindow?.rootViewController)
        XCTAssertEqual(previousWindow?.isKeyWindow, false)
        XCTAssertNil(previousRoot?.viewIfLoaded?.window)
    }

    func test_launch_again_givesThePreviousControllersNoCallbacks() {
        launchWithMainStoryboard()
        runMainQueue()
        let eventsBefore = log.events.filter { $0.hasPrefix("initial.") }

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)
        runMainQueue()

        XCTAssertEqual(log.events.filter { $0.hasPrefix("initial.") }, eventsBefore)
    }

    func test_launch_again_dropsAPresentationThePreviousLaunchLeftInFlight() {
        launchWithMainStoryboard()
        let previousRoot = UIApplication.shared.keyWindow?.rootViewController
        let presented = SpyViewController("stale")
        var completed = false
        previousRoot?.present(presented, animated: true) { completed = true }

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)
        runMainQueue(turns: 2)

        XCTAssertEqual(presented.calls, [])
        XCTAssertNil(presented.presentingViewController)
        XCTAssertFalse(completed)
    }

    func test_launch_again_dropsAnAnimationCompletionThePreviousLaunchScheduled() {
        launchWithMainStoryboard()
        var completed = false
        UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in completed = true })

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)
        runMainQueue(turns: 2)

        XCTAssertFalse(completed)
    }

    func test_launch_again_forgetsTheStoryboardsOfThePreviousLaunch() {
        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil, storyboards: [.spy(named: "Extra", log: log)])

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)
        _ = UIStoryboard(name: "Extra", bundle: nil)

        XCTAssertEqual(exceptions.exceptions.count, 1)
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("'Extra'") == true, "\(exceptions.exceptions)")
    }

    func test_launch_again_clearsTheWarningsOfThePreviousLaunch() {
        launchWithMainStoryboard()
        UIViewController().present(UIViewController(), animated: true)
        let warningsBefore = UIKitDiagnostics.warnings.count

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)

        XCTAssertEqual(warningsBefore, 1)
        XCTAssertEqual(UIKitDiagnostics.warnings, [])
    }

    func test_launch_again_forgetsTheColorAssetsOfThePreviousLaunch() {
        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil, colorAssets: ["Brand": .red])

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil)

        XCTAssertNil(UIColor(named: "Brand"))
    }

    func test_launch_withAnUnknownInitialScene_raisesNamingIt() {
        let broken = StoryboardFile(name: "Main", initialScene: "missing", scenes: [])

        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: broken)

        XCTAssertEqual(exceptions.exceptions.count, 1)
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("'missing'") == true, "\(exceptions.exceptions)")
    }
}
