import HeadlessUIKit
import MyBizTesting
#if BEFORE && !MODULES
@testable import Chapter9Before
#else
@testable import Login
@testable import MyBiz
import UIHelpers
#endif

/// Chapter 9's stages as the shared characterization suites reach them (see `MyBizStage`).
///
/// The test targets of Before define `BEFORE`; those of a stage split into
/// modules (the After, and a Before once its learner created the After's
/// folders) define `MODULES`. Split, MyBiz launches with Login's storyboard and
/// UIHelpers' beside its own Main: the login screen and the alert are theirs.
/// Goal tests import the stage themselves: they test the new design from inside.
enum StageUnderTest: MyBizStage {
    static func launch() -> MyBizApp {
        #if BEFORE && !MODULES
        UIApplication.launch(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: .main)
        #else
        UIApplication.launch(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: .main, storyboards: [.login, .alert])
        #endif
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
