import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

/// `visibleContent` and `coverDescription`: what a user reads and can touch on top, and what covers the screen.
final class ScreenContentTests: XCTestCase {
    func test_visibleContent_withLabelsButtonsAndFields_listsEachInReadingOrder() {
        let field = Views.textField(placeholder: "Email")
        field.text = "agent@shield.org"
        let password = Views.textField(placeholder: "Password", isSecure: true)
        password.text = "abc"
        let sut = launchApp(showing: [Views.label("Welcome"), field, password, Views.button("Sign In")])

        let content = sut.visibleContent

        XCTAssertEqual(content, ["Welcome", "{Email: agent@shield.org}", "{Password: •••}", "[Sign In]"])
    }

    func test_visibleContent_withADisabledButtonAndHiddenViews_marksItAndLeavesThemOut() {
        let hidden = Views.label("Secret")
        hidden.isHidden = true
        let sut = launchApp(showing: [hidden, Views.button("Save", isEnabled: false), Views.button("Gone", isHidden: true)])

        let content = sut.visibleContent

        XCTAssertEqual(content, ["[Save] (disabled)"])
    }

    func test_visibleContent_withAnAlert_listsItsTextsAndEveryAction() {
        let root = UIViewController()
        let sut = launchApp(root: root)
        let alert = UIAlertController(title: "Login Failed", message: "Unauthorized", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let retry = UIAlertAction(title: "Try Again", style: .default)
        retry.isEnabled = false
        alert.addAction(retry)
        root.present(alert, animated: false)
        waitForPresented(UIAlertController.self)

        let content = sut.visibleContent

        XCTAssertEqual(content, ["Login Failed", "Unauthorized", "[OK]", "[Try Again] (disabled)"])
    }

    func test_coverDescription_withNothingPresented_isNil() {
        let sut = launchApp(showing: [Views.label("Welcome")])

        XCTAssertNil(sut.coverDescription)
    }

    func test_coverDescription_withAnAlertOverTabs_namesTheAlertItsContentAndTheTabsUnderIt() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Announcements", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let sut = launchApp(root: tabs)
        let alert = UIAlertController(title: "Could not load", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        tabs.present(alert, animated: false)
        waitForPresented(UIAlertController.self)

        let cover = sut.coverDescription

        XCTAssertEqual(cover, "an alert covers the screen (\"Could not load\", [OK]), over the tab screen (Announcements, Settings)")
    }
}
