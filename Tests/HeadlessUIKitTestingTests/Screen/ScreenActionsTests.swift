import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

/// `Screen`'s actions: tapping and typing as a user would, refusing what a user could not reach, and saying why (rule 7).
final class ScreenActionsTests: XCTestCase {
    private var log: EventLog!

    override func setUp() {
        super.setUp()
        log = EventLog()
    }

    override func tearDown() {
        log = nil
        super.tearDown()
    }

    private func recordingButton(_ title: String, isEnabled: Bool = true, isHidden: Bool = false) -> UIButton {
        Views.button(title, isEnabled: isEnabled, isHidden: isHidden) { [log] _ in log?.record("tapped \(title)") }
    }

    private func assertRefusal(_ attempt: () throws -> Void, says reason: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try attempt(), file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(reason), "\(error)", file: file, line: line)
        }
        XCTAssertEqual(log.events, [], "a refused tap must run nothing", file: file, line: line)
    }

    // MARK: - Tapping

    func test_tap_aButtonByTitle_runsItsAction() throws {
        let sut = launchApp(showing: [recordingButton("Sign In")])

        try sut.tap("Sign In")

        XCTAssertEqual(log.events, ["tapped Sign In"])
    }

    func test_tap_aButton_sendsTouchUpInsideThenPrimaryActionTriggered() throws {
        let button = UIButton(type: .system)
        button.addAction(UIAction { [log] _ in log?.record("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { [log] _ in log?.record("primaryActionTriggered") }, for: .primaryActionTriggered)
        let sut = launchApp(showing: [button])

        try sut.tap(button)

        XCTAssertEqual(log.events, ["touchUpInside", "primaryActionTriggered"])
    }

    func test_tap_aButtonMadeWithAPrimaryAction_runsIt() throws {
        let sut = launchApp(showing: [UIButton(primaryAction: UIAction(title: "Save") { [log] _ in log?.record("saved") })])

        try sut.tap("Save")

        XCTAssertEqual(log.events, ["saved"])
    }

    func test_tap_aDisabledButton_refusesSayingItIsDisabled() {
        let sut = launchApp(showing: [recordingButton("Sign In", isEnabled: false)])

        assertRefusal({ try sut.tap("Sign In") }, says: "Cannot tap button \"Sign In\": it is disabled")
    }

    func test_tap_aHiddenButtonByTitle_refusesSayingItIsHidden() {
        let sut = launchApp(showing: [recordingButton("Sign In", isHidden: true)])

        assertRefusal({ try sut.tap("Sign In") }, says: "Cannot tap button \"Sign In\": it is hidden")
    }

    func test_tap_aButtonInsideAHiddenView_refusesSayingItIsHidden() {
        let button = recordingButton("Sign In")
        let container = UIView()
        container.addSubview(button)
        container.isHidden = true
        let sut = launchApp(showing: [container])

        assertRefusal({ try sut.tap(button) }, says: "it is hidden")
    }

    func test_tap_aButtonThatIsNotInTheWindow_refusesSayingItIsNotOnScreen() {
        let offScreen = recordingButton("Sign In")
        let sut = launchApp(showing: [])

        assertRefusal({ try sut.tap(offScreen) }, says: "Cannot tap button \"Sign In\": it is not on screen")
    }

    func test_tap_aButtonInAViewThatTakesNoTouches_refusesSayingSo() {
        let button = recordingButton("Sign In")
        let container = UIView()
        container.isUserInteractionEnabled = false
        container.addSubview(button)
        let sut = launchApp(showing: [container])

        assertRefusal({ try sut.tap("Sign In") }, says: "it does not take touches")
    }

    func test_tap_aButtonCoveredByAPresentedScreen_refusesSayingSo() {
        let covered = recordingButton("Sign In")
        let root = ViewsViewController(views: [covered])
        let sut = launchApp(root: root)
        root.present(ViewsViewController(views: [Views.label("Error")]), animated: true)
        waitForPresented(ViewsViewController.self)

        assertRefusal({ try sut.tap("Sign In") }, says: "Cannot tap button \"Sign In\": a presented screen covers it")
    }

    func test_tap_aTitleNobodyShows_refusesListingWhatIsOnScreen() {
        let sut = launchApp(showing: [recordingButton("Cancel")])

        assertRefusal({ try sut.tap("Sign In") }, says: "No button titled \"Sign In\" on screen. On screen:")
    }

    // MARK: - Typing

    func test_type_intoAFieldByPlaceholder_replacesItsText() throws {
        let field = Views.textField(placeholder: "Email")
        field.text = "old@shield.org"
        let sut = launchApp(showing: [field])

        try sut.type("agent@shield.org", into: "Email")

        XCTAssertEqual(field.text, "agent@shield.org")
    }

    func test_type_intoAField_sendsEditingChangedWithTheNewText() throws {
        let field = Views.textField(identifier: "email")
        field.addAction(UIAction { [log] action in log?.record("editingChanged: \((action.sender as? UITextField)?.text ?? "")") }, for: .editingChanged)
        let sut = launchApp(showing: [field])

        try sut.type("agent@shield.org", into: "email")

        XCTAssertEqual(log.events, ["editingChanged: agent@shield.org"])
    }

    func test_type_intoAField_makesItTheFirstResponder() throws {
        let field = Views.textField(placeholder: "Email")
        let sut = launchApp(showing: [field])

        try sut.type("agent@shield.org", into: "Email")

        XCTAssertTrue(field.isFirstResponder)
    }

    func test_type_intoADisabledField_refusesAndLeavesTheText() {
        let field = Views.textField(placeholder: "Email")
        field.isEnabled = false
        let sut = launchApp(showing: [field])

        XCTAssertThrowsError(try sut.type("agent@shield.org", into: "Email")) { error in
            XCTAssertTrue("\(error)".contains("Cannot type into text field \"Email\": it is disabled"), "\(error)")
        }
        XCTAssertEqual(field.text, "")
    }

    func test_type_intoAHiddenField_refusesSayingItIsHidden() {
        let field = Views.textField(placeholder: "Email")
        field.isHidden = true
        let sut = launchApp(showing: [field])

        XCTAssertThrowsError(try sut.type("agent@shield.org", into: "Email")) { error in
            XCTAssertTrue("\(error)".contains("Cannot type into text field \"Email\": it is hidden"), "\(error)")
        }
    }

    // MARK: - Tabs and rows

    func test_selectTab_byTitle_selectsThatTab() throws {
        let settings = UIViewController()
        settings.title = "Settings"
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox, settings]
        let sut = launchApp(root: tabs)

        try sut.selectTab("Settings")

        XCTAssertTrue(tabs.selectedViewController === settings)
    }

    func test_selectTab_withAnUnknownTitle_throwsListingTheTabs() {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox]
        let sut = launchApp(root: tabs)

        XCTAssertThrowsError(try sut.selectTab("Settings")) { error in
            XCTAssertTrue("\(error)".contains("the tabs are \"Inbox\""), "\(error)")
        }
    }

    func test_tapRow_byText_tellsTheTablesDelegate() throws {
        let rows = StubTable(rows: ["Inbox", "Sent"])
        let sut = launchApp(showing: [rows.tableView])

        try sut.tapRow("Sent")

        XCTAssertEqual(rows.selectedRows, [1])
    }
}
