import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

/// `WindowRenderer`: a stable, diffable text of the window, controllers owning the views under them.
final class WindowRendererTests: XCTestCase {
    private var sut: WindowRenderer!

    override func setUp() {
        super.setUp()
        sut = WindowRenderer()
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    /// A sign-in screen in a navigation controller: a label, two fields, a disabled button and a hidden hint.
    private func makeSignInScreen() -> ViewsViewController {
        let email = Views.textField(placeholder: "Email", identifier: "email")
        email.text = "agent@shield.org"
        let password = Views.textField(placeholder: "Password", isSecure: true)
        password.text = "hunter2"
        let hint = Views.label("Passwords are case-sensitive")
        hint.isHidden = true
        return ViewsViewController(title: "Sign In", views: [
            Views.label("Welcome back"),
            email,
            password,
            Views.button("Sign In", isEnabled: false),
            hint,
        ])
    }

    func test_render_aSmallScreen_isItsIndentedOutline() {
        let navigation = UINavigationController(rootViewController: makeSignInScreen())
        let screen = launchApp(root: navigation)

        let text = sut.render(screen.window)

        XCTAssertEqual(text, """
        UIWindow (key)
          UINavigationController
            ViewsViewController title="Sign In"
              UILabel "Welcome back"
              UITextField text="agent@shield.org" placeholder="Email" #email
              UITextField text="•••••••" placeholder="Password" (secure)
              UIButton "Sign In" (disabled)
              UILabel "Passwords are case-sensitive" (hidden)
        """)
    }

    func test_render_withAPresentedAlert_listsItAfterTheRoot() {
        let root = ViewsViewController(views: [Views.label("Inbox")])
        let screen = launchApp(root: root)
        let alert = UIAlertController(title: "Signed out", message: "Your session expired.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        waitForPresented(UIAlertController.self)

        let text = sut.render(screen.window)

        XCTAssertEqual(text, """
        UIWindow (key)
          ViewsViewController
            UILabel "Inbox"
        presented:
          UIAlertController title="Signed out"
            UILabel "Signed out"
            UILabel "Your session expired."
            UIButton "OK"
        """)
    }

    func test_render_aWindowWithoutRoot_saysSo() {
        let window = UIWindow()

        let text = sut.render(window)

        XCTAssertEqual(text, "UIWindow (hidden)\n  (no root view controller)")
    }

    func test_render_aMultilineText_keepsItOnOneLine() {
        let screen = launchApp(showing: [Views.label("Line one\nLine two")])

        let text = sut.render(screen.window)

        XCTAssertTrue(text.hasSuffix("UILabel \"Line one\\nLine two\""), text)
    }

    func test_render_theSameScreenTwice_isTheSameText() {
        let firstRoot = makeSignInScreen()
        let firstText = sut.render(launchApp(root: firstRoot).window)
        let secondRoot = makeSignInScreen()
        let second = launchApp(root: secondRoot)

        let secondText = sut.render(second.window)

        XCTAssertEqual(firstText, secondText)
    }
}
