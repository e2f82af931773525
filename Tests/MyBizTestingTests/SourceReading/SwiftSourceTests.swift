import MyBizTesting
import XCTest

/// `SwiftSource`: what a dependency goal test may conclude from a file's code, whatever its comments, strings and line breaks.
final class SwiftSourceTests: XCTestCase {
    // MARK: - Reaching a static of the app delegate

    func test_reachesAppDelegateMember_withTheStaticOnOneLine_isTrue() {
        let sut = SwiftSource("init() { server = AppDelegate.configuration.server }")

        XCTAssertTrue(sut.reachesAppDelegate(member: "configuration"))
    }

    func test_reachesAppDelegateMember_withADefaultArgumentSplitOverTwoLines_isTrue() {
        let sut = SwiftSource("""
        init(server: String = AppDelegate
            .configuration.server) {
            self.server = server
        }
        """)

        XCTAssertTrue(sut.reachesAppDelegate(member: "configuration"))
    }

    func test_reachesAppDelegateMember_withOnlyAComment_isFalse() {
        let sut = SwiftSource("""
        // Used to read AppDelegate.configuration.server
        /* and before that /* nested */ AppDelegate.configuration */
        init(server: String) { self.server = server }
        """)

        XCTAssertFalse(sut.reachesAppDelegate(member: "configuration"))
        XCTAssertFalse(sut.reachesAppDelegate)
    }

    func test_reachesAppDelegateMember_withOnlyAString_isFalse() {
        let sut = SwiftSource(#"""
        let message = "AppDelegate.configuration is gone"
        let raw = #"AppDelegate.configuration with a " inside"#
        let long = """
            AppDelegate.configuration
            """
        """#)

        XCTAssertFalse(sut.reachesAppDelegate)
    }

    func test_reachesAppDelegateMember_insideAnInterpolation_isTrue() {
        let sut = SwiftSource(#"let url = "\(AppDelegate.configuration.server)api/users/login""#)

        XCTAssertTrue(sut.reachesAppDelegate(member: "configuration"))
    }

    // MARK: - Reaching the app delegate's instance

    func test_reachesAppDelegateMember_throughTheExtension_isTrue() {
        let sut = SwiftSource("var api: API { UIApplication.appDelegate.api }")

        XCTAssertTrue(sut.reachesAppDelegate(member: "api"))
    }

    func test_reachesAppDelegateMember_throughAnOptionalCastFallback_isTrue() {
        let sut = SwiftSource("""
        func signIn() {
            let api = self.api ?? (UIApplication.shared.delegate as? AppDelegate)?.api
            api?.login(username: "a", password: "b")
        }
        """)

        XCTAssertTrue(sut.reachesAppDelegate(member: "api"))
    }

    func test_reachesAppDelegateMember_throughAForcedCastOverLines_isTrue() {
        let sut = SwiftSource("""
        let delegate = UIApplication.shared
            .delegate as! AppDelegate
        delegate.api.login(username: "a", password: "b")
        """)

        XCTAssertTrue(sut.reachesAppDelegate(member: "api"))
    }

    func test_reachesAppDelegateMember_throughALocalConstant_isTrue() {
        let sut = SwiftSource("""
        let appDelegate = UIApplication.appDelegate
        appDelegate.showLogin()
        """)

        XCTAssertTrue(sut.reachesAppDelegate(member: "showLogin"))
        XCTAssertFalse(sut.reachesAppDelegate(member: "api"))
    }

    func test_reachesAppDelegateMember_withAnotherMember_isFalse() {
        let sut = SwiftSource("UIApplication.appDelegate.userId = userId")

        XCTAssertFalse(sut.reachesAppDelegate(member: "api"))
        XCTAssertTrue(sut.reachesAppDelegate(member: "userId"))
    }

    func test_reachesAppDelegate_withAnInjectedAPI_isFalse() {
        let sut = SwiftSource("""
        var api: API!
        func signIn() { api.login(username: email, password: password) }
        """)

        XCTAssertFalse(sut.reachesAppDelegate)
    }

    func test_reachesAppDelegate_throughTheSharedApplicationsDelegate_isTrue() {
        let sut = SwiftSource("UIApplication.shared.delegate?.window")

        XCTAssertTrue(sut.reachesAppDelegate)
    }

    // MARK: - Mentioning a name

    func test_mentions_aTypeInCode_isTrue() {
        let sut = SwiftSource("(presentingViewController as? LoginViewController)?.signIn(self)")

        XCTAssertTrue(sut.mentions("LoginViewController"))
    }

    func test_mentions_aTypeOnlyInACommentOrString_isFalse() {
        let sut = SwiftSource("""
        // Formerly cast to LoginViewController.
        log("no LoginViewController here")
        """)

        XCTAssertFalse(sut.mentions("LoginViewController"))
    }

    func test_mentions_aBacktickedName_isTrue() {
        let sut = SwiftSource("let x = `LoginViewController`.self")

        XCTAssertTrue(sut.mentions("LoginViewController"))
    }
}
