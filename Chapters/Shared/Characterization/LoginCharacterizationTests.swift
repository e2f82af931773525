import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins what a user and the server see of MyBiz's login, whatever the code inside looks like.
final class LoginCharacterizationTests: MyBizTestCase {
    // MARK: - Launch

    func test_launch_showsLoginScreenWithSeedCredentialsFilledIn() throws {
        launchMyBiz()

        let screen = try screen()

        XCTAssertEqual(try screen.textField("Email").text, "agent@shield.org")
        XCTAssertEqual(try screen.textField("Password").text, "hailHydra")
        XCTAssertEqual(try screen.textField("Email").keyboardType, .emailAddress, "the keyboard the email field brings up")
        XCTAssertEqual(try screen.textField("Email").accessibilityIdentifier, "emailField", "the identifier UI automation finds the email field by")
        XCTAssertEqual(try screen.textField("Password").accessibilityIdentifier, "passwordField", "the identifier UI automation finds the password field by")
        let signIn = try screen.button("Sign In")
        // The house style a user sees: rounded corners and a border, as the bundled configuration says (the text rendering shows neither).
        XCTAssertEqual(signIn.layer.cornerRadius, 8, "Sign In's corner radius: the configuration's buttonRadius")
        XCTAssertEqual(signIn.layer.borderWidth, 1, "Sign In's border width: the configuration's buttonBorder")
        assertSnapshot(of: screen.window)
    }

    // MARK: - Good credentials

    func test_signIn_withGoodCredentials_showsTabScreen() throws {
        launchMyBiz()

        try screen().tap("Sign In")

        waitForTabScreen()
        XCTAssertEqual(try screen().tabTitles, ["Announcements", "Org Chart", "Purchases", "Calendar", "Settings"])
    }

    func test_signIn_withGoodCredentials_setsUserIdToTheServersUserId() throws {
        let app = launchMyBiz()

        try screen().tap("Sign In")
        waitForTabScreen()

        XCTAssertEqual(app.userId, MyBizBackend.seedUser.id.uuidString, "the app's user id after login: the server's id of the user")
    }

    func test_signIn_withGoodCredentials_sendsOneLoginRequestWithBasicAuth() throws {
        let app = launchMyBiz()
        let earlierEvents = app.analyticsEvents.count

        try screen().tap("Sign In")
        waitForTabScreen()

        XCTAssertEqual(Array(app.analyticsEvents.dropFirst(earlierEvents)), ["login"], "the analytics events a good login counts: one login")

        XCTAssertEqual(loginRequests.count, 1, "login requests the server received")
        XCTAssertEqual(loginRequests.first?.method, "POST", "the login request's HTTP method")
        XCTAssertEqual(loginRequests.first?.authorization, seedUserBasicAuthorization, "the login request's Authorization: Basic with the filled-in email and password")
    }

    func test_signIn_withTypedCredentials_sendsWhatWasTyped() throws {
        launchMyBiz()
        let screen = try screen()

        try screen.type("nick@shield.org", into: "Email")
        try screen.type("Avengers", into: "Password")
        try screen.tap("Sign In")
        waitUntil("the server received a login") { !self.loginRequests.isEmpty }

        XCTAssertEqual(loginRequests.first?.authorization, .basic(username: "nick@shield.org", password: "Avengers"), "the login request's Authorization: Basic with what was typed")
        waitForPresented(UIViewController.self)
    }

    // MARK: - Bad credentials

    func test_signIn_withBadCredentials_showsLoginFailedWithOKAndTryAgain() throws {
        launchMyBiz()
        try screen().type("Wrong1", into: "Password")

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        let screen = try screen()
        XCTAssertEqual(screen.visibleTexts, ["Login Failed", "Unauthorized"])
        for title in ["OK", "Try Again"] {
            let button = try screen.button(title)
            XCTAssertEqual(button.layer.cornerRadius, 8, "\(title)'s corner radius: the configuration's buttonRadius")
            XCTAssertEqual(button.layer.borderWidth, 1, "\(title)'s border width: the configuration's buttonBorder")
            XCTAssertEqual(button.titleColor(for: .normal), .white, "\(title)'s title colour: the login alert's skin")
        }
        XCTAssertEqual(screen.presentedChain.last?.view.backgroundColor, .systemRed, "the Login Failed alert's background: the login alert's skin")
        XCTAssertEqual(screen.visibleViews(of: UILabel.self).first { $0.text == "Unauthorized" }?.numberOfLines, 0, "the alert's subtitle wraps onto as many lines as it needs")
        assertSnapshot(of: screen.window)
    }

    func test_tryAgain_afterLoginFailed_dismissesAndSendsSecondLogin() throws {
        launchMyBiz()
        try screen().type("Wrong1", into: "Password")
        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        try screen().tap("Try Again")
        waitUntil("a second login request arrived") { self.loginRequests.count == 2 }

        XCTAssertEqual(loginRequests.last?.authorization, .basic(username: "agent@shield.org", password: "Wrong1"), "the second login request's Authorization: the credentials on screen, typed before the first try")
        waitForPresented(UIViewController.self)
        XCTAssertEqual(try screen().visibleTexts, ["Login Failed", "Unauthorized"])
    }

    func test_ok_afterLoginFailed_dismissesAndSendsNothing() throws {
        launchMyBiz()
        try screen().type("Wrong1", into: "Password")
        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        try screen().tap("OK")
        waitUntilNothingIsPresented()
        waitForMainQueueToSettle()

        XCTAssertEqual(loginRequests.count, 1, "login requests the server received")
        XCTAssertNoThrow(try screen().button("Sign In"))
    }

    // MARK: - Validation

    func test_signIn_withEmailWithoutAt_showsInvalidAlertAndSendsNothing() throws {
        let app = launchMyBiz()
        let earlierEvents = app.analyticsEvents.count
        try screen().type("agent.shield.org", into: "Email")

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts, ["Invalid Username or Password", "Check the username or password"])
        XCTAssertThrowsError(try screen().button("Try Again"))
        XCTAssertTrue(backend.requests.isEmpty, "the server should receive no request when the input is invalid; it received: \(backend.requests.map(\.path))")
        XCTAssertEqual(Array(app.analyticsEvents.dropFirst(earlierEvents)), [], "the analytics events a refused input counts: none, no login was tried")
    }

    func test_signIn_withLowercasePassword_showsInvalidAlertAndSendsNothing() throws {
        launchMyBiz()
        try screen().type("hailhydra", into: "Password")

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts, ["Invalid Username or Password", "Check the username or password"])
        XCTAssertTrue(backend.requests.isEmpty, "the server should receive no request when the input is invalid; it received: \(backend.requests.map(\.path))")
    }

    func test_ok_afterInvalidAlert_returnsToLoginScreen() throws {
        launchMyBiz()
        try screen().type("ab", into: "Password")
        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        try screen().tap("OK")
        waitUntilNothingIsPresented()

        XCTAssertEqual(try screen().textField("Password").text, "ab")
        XCTAssertTrue(backend.requests.isEmpty, "the server should receive no request when the input is invalid; it received: \(backend.requests.map(\.path))")
    }

    // MARK: - Server faults

    func test_signIn_whenServerAnswers500_showsLoginFailed() throws {
        backend.inject(.status(500), on: .login)
        launchMyBiz()

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Login Failed")
        XCTAssertNoThrow(try screen().button("Try Again"))
    }

    func test_signIn_whenServerSendsMalformedBody_showsLoginFailed() throws {
        backend.inject(.malformedBody, on: .login)
        launchMyBiz()

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Login Failed")
    }

    func test_signIn_whenConnectionDrops_showsLoginFailed() throws {
        backend.inject(.droppedConnection, on: .login)
        launchMyBiz()

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Login Failed")
    }

    func test_signIn_whenServerIsSlow_staysOnLoginUntilItAnswers() throws {
        backend.inject(.latency(0.05), on: .login)
        launchMyBiz()

        try screen().tap("Sign In")

        XCTAssertNoThrow(try screen().button("Sign In"))
        waitForTabScreen()
    }

    // MARK: - After login

    func test_announcements_afterLogin_listsTheServersAnnouncements() throws {
        launchMyBiz()

        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }

        XCTAssertTrue(try screen().shows("More stuff to come soon!"))
    }

    func test_announcements_whenServerFails_showsGeneralErrorWithoutSecondaryButton() throws {
        backend.inject(.status(500), on: .announcements)
        launchMyBiz()

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        let screen = try screen()
        XCTAssertEqual(screen.visibleTexts.first, "Could not load announcements")
        XCTAssertNoThrow(try screen.button("OK"))
        XCTAssertThrowsError(try screen.button("Try Again"))
        XCTAssertEqual(screen.visibleViews(of: UIButton.self).count, 1)
    }

    func test_logout_fromSettings_returnsToFreshLoginScreen() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        try screen().selectTab("Settings")
        waitUntil("the user is shown") { (try? self.screen().shows("Logged in as: agent@shield.org")) == true }

        try screen().tapRow("Logout")

        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }
        XCTAssertNil(try screen().tabTitles, "after logout no tab screen should be showing")
        XCTAssertEqual(try screen().textField("Email").text, "agent@shield.org")
    }
}
