import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

/// `WindowRenderer`: a stable, diffable text of what the user sees, whatever the code that builds it is called.
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

    /// A sign-in screen: a label, two fields, a disabled button and a hidden hint.
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

    func test_render_aSmallScreenInANavigationController_isItsBarAndWhatItShows() {
        let navigation = UINavigationController(rootViewController: makeSignInScreen())
        let screen = launchApp(root: navigation)

        let text = sut.render(screen.window)

        XCTAssertEqual(text, """
        window (key)
          navigation bar "Sign In"
            label "Welcome back"
            text field "agent@shield.org" placeholder="Email"
            text field "•••••••" placeholder="Password" (secure)
            button "Sign In" (disabled)
        """)
    }

    func test_render_aPushedScreen_showsTheBackButtonWithThePreviousTitle() {
        let navigation = UINavigationController(rootViewController: ViewsViewController(title: "Inbox", views: []))
        navigation.pushViewController(ViewsViewController(title: "Message", views: [Views.label("Hello")]), animated: false)
        let screen = launchApp(root: navigation)

        let text = sut.render(screen.window)

        XCTAssertEqual(text, """
        window (key)
          navigation bar "Message" back="Inbox"
            label "Hello"
        """)
    }

    func test_render_aTabBarController_showsItsTabsAndOnlyTheSelectedTabsContent() {
        let tabs = UITabBarController()
        let inbox = ViewsViewController(title: "Inbox", views: [Views.label("No messages")])
        let settings = ViewsViewController(title: "Settings", views: [Views.label("Dark mode")])
        settings.tabBarItem.badgeValue = "1"
        tabs.viewControllers = [inbox, settings]
        let screen = launchApp(root: tabs)

        let text = sut.render(screen.window)

        XCTAssertEqual(text, """
        window (key)
          tab bar: "Inbox" (selected), "Settings" badge="1"
            label "No messages"
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
        window (key)
          label "Inbox"
        presented (alert):
          label "Signed out"
          label "Your session expired."
          button "OK"
        """)
    }

    func test_render_presentedScreens_sayHowTheyCoverTheScreen() {
        let root = ViewsViewController(views: [Views.label("Inbox")])
        let screen = launchApp(root: root)
        let sheet = ViewsViewController(views: [Views.label("Compose")])
        let cover = ViewsViewController(views: [Views.label("Sending")])
        cover.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: false)
        waitForPresented(ViewsViewController.self)
        sheet.present(cover, animated: false)
        waitUntil("the cover is on screen") { cover.viewIfLoaded?.window != nil }

        let text = sut.render(screen.window)

        XCTAssertEqual(text, """
        window (key)
          label "Inbox"
        presented (sheet):
          label "Compose"
        presented (full screen):
          label "Sending"
        """)
    }

    func test_render_aTable_showsItsRows() {
        let table = StubTable(rows: ["Pens", "Paper"])
        let screen = launchApp(showing: [table.tableView])

        let text = sut.render(screen.window)

        XCTAssertEqual(text, """
        window (key)
          table
            row
              label "Pens"
            row
              label "Paper"
        """)
    }

    func test_render_aWindowWithoutRoot_saysSo() {
        let window = UIWindow()

        let text = sut.render(window)

        XCTAssertEqual(text, "window (hidden)\n  (no root view controller)")
    }

    func test_render_aMultilineText_keepsItOnOneLine() {
        let screen = launchApp(showing: [Views.label("Line one\nLine two")])

        let text = sut.render(screen.window)

        XCTAssertTrue(text.hasSuffix("label \"Line one\\nLine two\""), text)
    }

    func test_render_theSameScreenTwice_isTheSameText() {
        let firstRoot = makeSignInScreen()
        let firstText = sut.render(launchApp(root: firstRoot).window)
        let secondRoot = makeSignInScreen()
        let second = launchApp(root: secondRoot)

        let secondText = sut.render(second.window)

        XCTAssertEqual(firstText, secondText)
    }

    // MARK: - What the user cannot see

    func test_render_aRenamedControllerShowingTheSameViews_isTheSameText() {
        let before = sut.render(launchApp(root: ViewsViewController(title: "Inbox", views: [Views.label("No messages")])).window)
        let renamed = launchApp(root: RenamedViewsViewController(title: "Inbox", views: [Views.label("No messages")]))

        let after = sut.render(renamed.window)

        XCTAssertEqual(after, before)
    }

    func test_render_viewsRegroupedInAContainerView_isTheSameText() {
        let before = sut.render(launchApp(showing: [Views.label("Total"), Views.button("Pay")]).window)
        let container = UIView()
        container.addSubview(Views.label("Total"))
        container.addSubview(Views.button("Pay"))
        let regrouped = launchApp(showing: [container])

        let after = sut.render(regrouped.window)

        XCTAssertEqual(after, before)
    }

    func test_render_hiddenTransparentAndEmptyViews_leaveNoLine() {
        let transparent = Views.label("Fading")
        transparent.alpha = 0
        let hiddenContainer = UIView()
        hiddenContainer.isHidden = true
        hiddenContainer.addSubview(Views.button("Secret"))
        let screen = launchApp(showing: [Views.label(""), UILabel(), transparent, hiddenContainer, Views.label("Shown")])

        let text = sut.render(screen.window)

        XCTAssertEqual(text, "window (key)\n  label \"Shown\"")
    }

    func test_render_aRootTitleOutsideANavigationController_isNotShown() {
        let screen = launchApp(root: ViewsViewController(title: "Inbox", views: [Views.label("No messages")]))

        let text = sut.render(screen.window)

        XCTAssertEqual(text, "window (key)\n  label \"No messages\"")
    }

    // MARK: - Pinning a type on purpose

    func test_render_namingAControllerType_showsItsNameAboveItsViews() {
        let sut = WindowRenderer(namingTypes: [ViewsViewController.self])
        let screen = launchApp(root: UINavigationController(rootViewController: ViewsViewController(title: "Inbox", views: [Views.label("No messages")])))

        let text = sut.render(screen.window)

        XCTAssertEqual(text, """
        window (key)
          navigation bar "Inbox"
            (ViewsViewController)
              label "No messages"
        """)
    }

    func test_render_namingAViewType_showsItsNameOnlyOnThatType() {
        let sut = WindowRenderer(namingTypes: [UIButton.self])
        let screen = launchApp(showing: [Views.label("Total"), Views.button("Pay")])

        let text = sut.render(screen.window)

        XCTAssertEqual(text, "window (key)\n  label \"Total\"\n  button \"Pay\" (UIButton)")
    }
}

/// The same screen as `ViewsViewController` under another name, as a rename during a refactoring leaves it.
private final class RenamedViewsViewController: UIViewController {
    private let views: [UIView]

    init(title: String?, views: [UIView]) {
        self.views = views
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented: RenamedViewsViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        views.forEach(view.addSubview)
    }
}
