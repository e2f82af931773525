import HeadlessUIKit
import MyBizTesting
#if BEFORE
@testable import Chapter3Before
#else
@testable import Chapter3After
#endif

/// Chapter 3's stages as the shared characterization suites reach them (see `MyBizStage`).
///
/// The test targets of Before define `BEFORE`; those of After do not. Goal
/// tests import the stage themselves: they test the new design from inside.
enum StageUnderTest: AlertTypeStage {
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

    static func makeErrorScreen(for alert: AlertKind, title: String, subtitle: String) -> UIViewController {
        let errorScreen = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "error") as! ErrorViewController
        errorScreen.type = alert == .login ? .login : .general
        errorScreen.alertTitle = title
        errorScreen.subtitle = subtitle
        return errorScreen
    }
}

extension AppDelegate: MyBizApp {
    public var apiServer: String { api.server }
    public var configuredServer: String { AppDelegate.configuration.server }
    public var analyticsEvents: [String] { Analytics.shared.events }
}
