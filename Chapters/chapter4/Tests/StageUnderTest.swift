import HeadlessUIKit
import MyBizTesting
#if BEFORE
@testable import Chapter4Before
#else
@testable import Chapter4After
#endif

/// Chapter 4's stages as the shared characterization suites reach them (see `MyBizStage`).
///
/// The test targets of Before define `BEFORE`; those of After do not. Goal
/// tests import the stage themselves: they test the new design from inside.
enum StageUnderTest: MyBizStage {
    static func launch() -> MyBizApp {
        UIApplication.launch(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: .main)
        return UIApplication.appDelegate
    }

    static func isEmail(_ text: String) -> Bool {
        Validators.isEmail(text)
    }

    static func isValidPassword(_ text: String) -> Bool {
        Validators.isValidPassword(text)
    }
}

extension AppDelegate: MyBizApp {
    public var apiServer: String { api.server }
    public var configuredServer: String { AppDelegate.configuration.server }
    public var analyticsEvents: [String] { Analytics.shared.events }
}
