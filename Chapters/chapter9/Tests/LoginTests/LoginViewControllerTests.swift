import HeadlessUIKit
import HeadlessUIKitTesting
import Login
@testable import UIHelpers
import XCTest

/// Login's screen in an app that is not MyBiz: Login's storyboard, UIHelpers' alert and a `MockLoginAPI` are all it needs.
final class LoginViewControllerTests: XCTestCase {
    private var api: MockLoginAPI!

    override func setUp() {
        super.setUp()
        api = MockLoginAPI()
        let api = self.api!
        UIApplication.launch(appDelegate: HostAppDelegate(), sceneDelegate: HostSceneDelegate(api: api), mainStoryboard: nil, storyboards: [.login, .alert])
    }

    override func tearDown() {
        api = nil
        super.tearDown()
    }

    func test_launch_showsTheAppsNameAndTheSeedCredentials() throws {
        let screen = try Screen.current()

        XCTAssertTrue(screen.shows("Host"), "the login screen should be titled with the name of the app that shows it")
        XCTAssertEqual(try screen.textField("Email").text, "agent@shield.org")
        XCTAssertEqual(try screen.textField("Password").text, "hailHydra")
    }

    func test_signIn_whenTheAPIAccepts_theAppHearsWhoLoggedIn() throws {
        try Screen.current().tap("Sign In")

        api.acceptLogin(userId: "C0FFEE00-0000-0000-0000-000000000001")

        XCTAssertEqual((UIApplication.shared.delegate as? HostAppDelegate)?.userId, "C0FFEE00-0000-0000-0000-000000000001")
    }

    func test_signIn_whenTheAPIRefuses_showsUIHelpersLoginFailedAlertWithTryAgain() throws {
        try Screen.current().tap("Sign In")

        api.refuseLogin(reason: "Unauthorized")
        let alert = waitForPresented(ErrorViewController.self)

        XCTAssertEqual(alert?.alertTitle, "Login Failed")
        XCTAssertEqual(alert?.subtitle, "Unauthorized")
        XCTAssertEqual(try Screen.current().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK", "Try Again"])
    }

    func test_tryAgain_dismissesTheAlertAndLogsInAgain() throws {
        try Screen.current().tap("Sign In")
        api.refuseLogin(reason: "Unauthorized")
        waitForPresented(ErrorViewController.self)

        try Screen.current().tap("Try Again")

        waitUntil("a second login reached the API") { self.api.loginCalls.count == 2 }
        XCTAssertEqual(api.loginCalls.last, MockLoginAPI.LoginCall(username: "agent@shield.org", password: "hailHydra"))
    }
}
