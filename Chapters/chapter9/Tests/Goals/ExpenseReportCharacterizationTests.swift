import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest
@testable import ExpenseReport
import Login
import UIHelpers

/// ExpenseReport, the second app, as its user and the company's server see it: MyBiz's login, shared, then the user's expenses.
///
/// They are this chapter's goals rather than its characterization: on the
/// Before there is no second app to characterize, so they cannot pass there.
final class ExpenseReportCharacterizationTests: MyBizTestCase {
    /// The seed user's expenses, as the server lists them (oldest first).
    private let seedExpenseTitles = ["Taxi to the Triskelion", "Team dinner after the debrief", "Hotel in Sokovia", "Replacement tactical vest"]
    /// The rows the Expenses screen shows for them: title, amount, currency and status.
    private let seedExpenseRows = [
        "Taxi to the Triskelion: 42.50 USD, approved",
        "Team dinner after the debrief: 186.40 USD, approved",
        "Hotel in Sokovia: 540.00 EUR, submitted",
        "Replacement tactical vest: 389.99 USD, rejected",
    ]

    // MARK: - Launch

    func test_launch_showsTheSharedLoginScreenTitledExpenseReport() throws {
        launchExpenseReport()

        let screen = try screen()

        XCTAssertTrue(screen.shows("ExpenseReport"), "the login screen should carry the app's name; it shows: \(screen.visibleTexts)")
        XCTAssertEqual(try screen.textField("Email").text, "agent@shield.org")
        XCTAssertEqual(try screen.textField("Password").text, "hailHydra")
        let signIn = try screen.button("Sign In")
        XCTAssertEqual(signIn.layer.cornerRadius, 12, "Sign In's corner radius: ExpenseReport's own style")
        XCTAssertEqual(signIn.layer.borderWidth, 2, "Sign In's border width: ExpenseReport's own style")
    }

    // MARK: - Good credentials

    func test_signIn_withGoodCredentials_showsExpensesListingTheSeedExpenses() throws {
        launchExpenseReport()

        try screen().tap("Sign In")

        waitUntil("the Expenses screen lists the user's expenses") { self.expenseTitlesOnScreen() == self.seedExpenseTitles }
        let screen = try screen()
        XCTAssertTrue(screen.shows("Expenses"), "the screen after login should be titled Expenses")
        XCTAssertEqual(screen.visibleTexts.filter { text in self.seedExpenseTitles.contains { text.hasPrefix($0 + ":") } }, seedExpenseRows,
                       "each row: title, amount, currency and status")
    }

    func test_signIn_withGoodCredentials_remembersTheServersUserId() throws {
        launchExpenseReport()

        try screen().tap("Sign In")
        waitForRoot(ExpensesViewController.self)

        XCTAssertEqual((UIApplication.shared.delegate as? ExpenseReport.AppDelegate)?.userId, MyBizBackend.seedUser.id.uuidString)
    }

    func test_signIn_withGoodCredentials_logsInWithBasicAuthThenAsksForExpensesWithTheToken() throws {
        launchExpenseReport()

        try screen().tap("Sign In")
        waitUntil("the server was asked for the expenses") { !self.backend.requests(to: .expenses).isEmpty }

        XCTAssertEqual(loginRequests.map(\.authorization), [seedUserBasicAuthorization], "the login requests' Authorization")
        guard case .bearer(let token)? = backend.requests(to: .expenses).first?.authorization else {
            return XCTFail("the expenses request should carry the login's token as Bearer authorization")
        }
        XCTAssertFalse(token.isEmpty, "the expenses request's Bearer token")
    }

    func test_expenses_whenTheServerFails_showsCouldNotLoadExpenses() throws {
        backend.inject(.status(500), on: .expenses)
        launchExpenseReport()

        try screen().tap("Sign In")
        waitForPresented(ErrorViewController.self)

        let screen = try screen()
        XCTAssertTrue(screen.shows("Could not load expenses"), "the alert should say what failed; it shows: \(screen.visibleTexts)")
        XCTAssertTrue(screen.shows("Internal Server Error"), "the alert should carry the server's reason; it shows: \(screen.visibleTexts)")
        XCTAssertEqual((UIApplication.shared.keyWindow?.rootViewController as? ExpensesViewController)?.expenses, [],
                       "the Expenses screen behind the alert holds no expense: none was loaded")
        try screen.tap("OK")
        waitUntilNothingIsPresented()
        XCTAssertEqual(expenseTitlesOnScreen(), [], "the list once the alert is gone: nothing was loaded")
    }

    func test_expenses_whenTheConnectionDrops_showsTheLostConnection() throws {
        backend.inject(.droppedConnection, on: .expenses)
        launchExpenseReport()

        try screen().tap("Sign In")
        waitForPresented(ErrorViewController.self)

        let screen = try screen()
        XCTAssertTrue(screen.shows("Could not load expenses"), "the alert should say what failed; it shows: \(screen.visibleTexts)")
        XCTAssertTrue(screen.shows(URLError(.networkConnectionLost).localizedDescription),
                      "the alert should carry the lost connection; it shows: \(screen.visibleTexts)")
    }

    func test_expenses_whenTheAnswerIsNotJSON_showsWhyItCouldNotBeRead() throws {
        backend.inject(.malformedBody, on: .expenses)
        launchExpenseReport()

        try screen().tap("Sign In")
        waitForPresented(ErrorViewController.self)

        let screen = try screen()
        XCTAssertTrue(screen.shows("Could not load expenses"), "the alert should say what failed; it shows: \(screen.visibleTexts)")
        XCTAssertTrue(screen.shows(notJSONDescription()), "the alert should say the answer could not be read; it shows: \(screen.visibleTexts)")
    }

    // MARK: - Bad credentials

    func test_signIn_withWrongPassword_showsTheSharedLoginFailedAlertWithTryAgain() throws {
        launchExpenseReport()
        try screen().type("wrongPassword1", into: "Password")

        try screen().tap("Sign In")
        waitForPresented(ErrorViewController.self)

        let screen = try screen()
        XCTAssertTrue(screen.shows("Login Failed"), "the alert's title; it shows: \(screen.visibleTexts)")
        XCTAssertTrue(screen.shows("Unauthorized"), "the alert should carry the server's reason; it shows: \(screen.visibleTexts)")
        XCTAssertEqual(screen.visibleViews(of: UIButton.self).map(\.currentTitle), ["OK", "Try Again"])
    }

    func test_tryAgain_whenTheServerHasRecovered_showsExpenses() throws {
        backend.inject(.status(503), on: .login)
        launchExpenseReport()
        try screen().tap("Sign In")
        waitForPresented(ErrorViewController.self)
        backend.reset()

        try screen().tap("Try Again")

        waitUntil("the Expenses screen lists the user's expenses") { self.expenseTitlesOnScreen() == self.seedExpenseTitles }
        XCTAssertEqual(loginRequests.count, 1, "login requests the recovered server received")
    }

    // MARK: - Validation

    func test_signIn_withAnInvalidEmail_showsTheInvalidInputAlertAndSendsNothing() throws {
        launchExpenseReport()
        try screen().type("nobody", into: "Email")

        try screen().tap("Sign In")
        waitForPresented(ErrorViewController.self)

        let screen = try screen()
        XCTAssertTrue(screen.shows("Invalid Username or Password"), "it shows: \(screen.visibleTexts)")
        XCTAssertEqual(screen.visibleViews(of: UIButton.self).map(\.currentTitle), ["OK"])
        XCTAssertEqual(loginRequests.count, 0, "invalid input reached the server")
    }

    func test_signIn_withAPasswordWithoutUppercase_showsTheInvalidInputAlertAndSendsNothing() throws {
        launchExpenseReport()
        try screen().type("hailhydra", into: "Password")

        try screen().tap("Sign In")
        waitForPresented(ErrorViewController.self)

        let screen = try screen()
        XCTAssertTrue(screen.shows("Check the username or password"), "it shows: \(screen.visibleTexts)")
        XCTAssertEqual(loginRequests.count, 0, "invalid input reached the server")
    }

    // MARK: - Helpers

    /// Launches ExpenseReport as a user opens it: its delegates, its Expenses storyboard, and Login's and UIHelpers' beside it.
    private func launchExpenseReport() {
        UIApplication.launch(appDelegate: ExpenseReport.AppDelegate(), sceneDelegate: ExpenseReport.SceneDelegate(),
                             mainStoryboard: nil, storyboards: [.expenses, .login, .alert])
    }

    /// What Foundation says when a body is not JSON: the reason ExpenseReport passes on.
    private func notJSONDescription() -> String {
        do {
            _ = try JSONDecoder().decode([String].self, from: Data("not JSON".utf8))
            return "(the decoder read it)"
        } catch {
            return error.localizedDescription
        }
    }

    /// The seed titles the screen shows, in the order it shows them.
    private func expenseTitlesOnScreen() -> [String] {
        let texts = (try? screen().visibleTexts) ?? []
        return texts.compactMap { text in seedExpenseTitles.first { text.hasPrefix($0 + ":") } }
    }
}
