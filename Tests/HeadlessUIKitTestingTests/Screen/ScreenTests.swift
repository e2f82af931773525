import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

/// `Screen`: finding what a user sees, and saying what is on screen when something is missing.
final class ScreenTests: XCTestCase {
    func test_current_afterALaunch_isTheKeyWindowsScreen() throws {
        launchApp(showing: [])

        let sut = try Screen.current()

        XCTAssertTrue(sut.window === UIApplication.shared.keyWindow)
    }

    func test_current_withoutAKeyWindow_throwsAskingWhetherTheAppLaunched() {
        UIApplication.launch(appDelegate: StubAppDelegate(), sceneDelegate: StubSceneDelegate(root: nil), mainStoryboard: nil)

        XCTAssertThrowsError(try Screen.current()) { error in
            XCTAssertTrue("\(error)".contains("No key window"), "\(error)")
        }
    }

    // MARK: - Lookups

    func test_button_withAVisibleButtonOfThatTitle_findsIt() throws {
        let signIn = Views.button("Sign In")
        let sut = launchApp(showing: [Views.button("Cancel"), signIn])

        let found = try sut.button("Sign In")

        XCTAssertTrue(found === signIn)
    }

    func test_button_withNoSuchTitle_throwsAnErrorListingWhatIsOnScreen() {
        let sut = launchApp(showing: [Views.label("Welcome"), Views.button("Cancel")])

        XCTAssertThrowsError(try sut.button("Sign In")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("No button titled \"Sign In\" on screen"), message)
            XCTAssertTrue(message.contains("label \"Welcome\""), message)
            XCTAssertTrue(message.contains("button \"Cancel\""), message)
        }
    }

    func test_button_thatIsHidden_isNotFound() {
        let sut = launchApp(showing: [Views.button("Sign In", isHidden: true)])

        XCTAssertThrowsError(try sut.button("Sign In"))
    }

    func test_button_insideAHiddenView_isNotFound() {
        let container = UIView()
        container.isHidden = true
        container.addSubview(Views.button("Sign In"))
        let sut = launchApp(showing: [container])

        XCTAssertThrowsError(try sut.button("Sign In"))
    }

    func test_textField_byPlaceholder_findsIt() throws {
        let email = Views.textField(placeholder: "Email")
        let sut = launchApp(showing: [email, Views.textField(placeholder: "Password")])

        let found = try sut.textField("Email")

        XCTAssertTrue(found === email)
    }

    func test_textField_byAccessibilityIdentifier_findsIt() throws {
        let password = Views.textField(placeholder: "Password", identifier: "login.password")
        let sut = launchApp(showing: [Views.textField(placeholder: "Email"), password])

        let found = try sut.textField("login.password")

        XCTAssertTrue(found === password)
    }

    func test_textField_withNoSuchPlaceholderOrIdentifier_throwsAnErrorListingWhatIsOnScreen() {
        let sut = launchApp(showing: [Views.textField(placeholder: "Email")])

        XCTAssertThrowsError(try sut.textField("Phone")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("No text field with placeholder or identifier \"Phone\""), message)
            XCTAssertTrue(message.contains("text field \"\" placeholder=\"Email\""), message)
        }
    }

    func test_label_byItsText_findsIt() throws {
        let welcome = Views.label("Welcome")
        let sut = launchApp(showing: [Views.label("Sign in to continue"), welcome])

        let found = try sut.label("Welcome")

        XCTAssertTrue(found === welcome)
    }

    func test_label_withNoSuchText_throwsAnErrorListingWhatIsOnScreen() {
        let sut = launchApp(showing: [Views.label("Welcome")])

        XCTAssertThrowsError(try sut.label("Goodbye")) { error in
            XCTAssertTrue("\(error)".contains("No label \"Goodbye\" on screen. On screen:\nwindow (key)"), "\(error)")
        }
    }

    func test_visibleTexts_withAHiddenLabel_areTheOthersInReadingOrder() {
        let hidden = Views.label("Secret")
        hidden.isHidden = true
        let sut = launchApp(showing: [Views.label("Title"), hidden, Views.label("Subtitle")])

        let texts = sut.visibleTexts

        XCTAssertEqual(texts, ["Title", "Subtitle"])
    }

    func test_shows_aTextOfALabelButtonOrField_isTrue() {
        let field = Views.textField(placeholder: "Email")
        field.text = "agent@shield.org"
        let sut = launchApp(showing: [Views.label("Welcome"), Views.button("Sign In"), field])

        let shown = ["Welcome", "Sign In", "agent@shield.org", "Goodbye"].map(sut.shows)

        XCTAssertEqual(shown, [true, true, true, false])
    }

    // MARK: - Controllers on screen

    func test_topViewController_withNothingPresented_isTheRoot() {
        let root = UIViewController()
        let sut = launchApp(root: root)

        let top = sut.topViewController

        XCTAssertTrue(top === root)
    }

    func test_topViewController_ofANavigationController_isTheTopOfItsStack() {
        let details = UIViewController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(details, animated: false)
        let sut = launchApp(root: navigation)

        let top = sut.topViewController

        XCTAssertTrue(top === details)
    }

    func test_topViewController_ofATabBarController_isTheSelectedTabsTop() {
        let inbox = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: inbox), UIViewController()]
        let sut = launchApp(root: tabs)

        let top = sut.topViewController

        XCTAssertTrue(top === inbox)
    }

    func test_topViewController_withSomethingPresented_isTheLastPresented() throws {
        let root = UIViewController()
        let sut = launchApp(root: root)
        let presented = UIViewController()
        root.present(presented, animated: true)
        waitForPresented(UIViewController.self)

        let top = sut.topViewController

        XCTAssertTrue(top === presented)
    }

    func test_presentedChain_withTwoPresented_isInTheOrderPresented() {
        let root = UIViewController()
        let sut = launchApp(root: root)
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: true) { first.present(second, animated: true) }
        waitUntil { sut.presentedChain.count == 2 }

        let chain = sut.presentedChain

        XCTAssertTrue(chain.first === first)
        XCTAssertTrue(chain.last === second)
    }

    func test_presentedChain_withNothingPresented_isEmpty() {
        let sut = launchApp(showing: [])

        let chain = sut.presentedChain

        XCTAssertTrue(chain.isEmpty)
    }

    func test_button_whileAScreenIsPresented_looksOnlyOnThePresentedScreen() {
        let root = ViewsViewController(views: [Views.button("Under")])
        let sut = launchApp(root: root)
        root.present(ViewsViewController(views: [Views.button("Over")]), animated: true)
        waitForPresented(ViewsViewController.self)

        XCTAssertNoThrow(try sut.button("Over"))
        XCTAssertThrowsError(try sut.button("Under"))
    }
}
