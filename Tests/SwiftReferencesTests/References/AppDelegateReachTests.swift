import SwiftReferences
import XCTest

/// `Codebase.references(from:to: "AppDelegate")`: every spelling of reaching the app delegate counts, whatever the line breaks and comments; comments and strings never do.
final class AppDelegateReachTests: XCTestCase {
    // MARK: - Issue 11's false "done"s

    func test_references_withADefaultArgumentSplitOverTwoLines_findTheConfiguration() {
        let sut = Codebase(sources: ["API/API.swift": """
        class API {
            let server: String

            init(server: String = AppDelegate
                .configuration.server) {
                self.server = server
            }
        }
        """])

        let found = sut.references(from: "API", to: "AppDelegate")

        XCTAssertEqual(found, [Reference(from: "API", site: "init()", to: "AppDelegate", member: "configuration", file: "API/API.swift", line: 4)])
    }

    func test_references_withAnOptionalCastFallbackInSignIn_findTheAppDelegatesAPI() {
        let sut = Codebase(sources: ["Login/LoginViewController.swift": """
        class LoginViewController: UIViewController {
            var api: API!

            func signIn(_ sender: Any?) {
                let api = self.api ?? (UIApplication.shared.delegate as? AppDelegate)?.api
                api?.login(username: "agent@shield.org", password: "hailHydra")
            }
        }
        """])

        let found = sut.references(from: "LoginViewController", to: "AppDelegate")

        XCTAssertEqual(found.summary, ["signIn() api"])
    }

    // MARK: - Spellings

    func test_references_throughTheExtensionsStatic_findTheMember() {
        let sut = Self.login("var api: API { UIApplication.appDelegate.api }")

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["api api"])
    }

    func test_references_throughAForcedCastSplitOverLines_findTheCastAndTheMember() {
        let sut = Self.login("""
        func signIn() {
            let delegate = UIApplication.shared
                .delegate as! AppDelegate
            delegate.api.login(username: "a", password: "b")
        }
        """)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["signIn() -", "signIn() api"])
    }

    func test_references_throughAGuardedOptionalCast_findTheMemberOfTheConstant() {
        let sut = Self.login("""
        func loginSucceeded(userId: String) {
            guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }
            delegate.userId = userId
        }
        """)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["loginSucceeded() -", "loginSucceeded() userId"])
    }

    func test_references_throughALocalConstantOfTheExtension_findItsMember() {
        let sut = Self.login("""
        func logout() {
            let appDelegate = UIApplication.appDelegate
            appDelegate.showLogin()
        }
        """)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["logout() -", "logout() showLogin"])
    }

    func test_references_throughAStoredPropertyWithATypeAnnotation_findUsesInOtherMembers() {
        let sut = Self.login("""
        let app: AppDelegate! = UIApplication.appDelegate
        func signIn() { app.api.login(username: "a", password: "b") }
        """)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["app -", "signIn() api"])
    }

    func test_references_toAConstantHoldingTheAppDelegatesMember_doNotTreatItAsTheAppDelegate() {
        let sut = Self.login("""
        func signIn() {
            let api = UIApplication.appDelegate.api
            api.login(username: "a", password: "b")
        }
        """)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["signIn() api"])
    }

    func test_references_throughTheSharedApplicationsDelegateUncast_findTheMember() {
        let sut = Self.login("var window: UIWindow? { UIApplication.shared.delegate?.window ?? nil }")

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["window window"])
    }

    func test_references_withCommentsAndSpacesBetweenTokens_findTheStatic() {
        let sut = Self.login("""
        func reset() {
            AppDelegate /* the app's */ . // and then
                configuration = nil
        }
        """)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["reset() configuration"])
    }

    func test_references_toAnyStaticOrAQualifiedOrBacktickedName_count() {
        let sut = Self.login("""
        var isDebug: Bool { AppDelegate.isDebugBuild }
        var server: String { Chapter1Before.AppDelegate.configuration.server }
        var type: Any.Type { `AppDelegate`.self }
        """)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["isDebug isDebugBuild", "server configuration", "type self"])
    }

    func test_references_inAnInterpolation_count() {
        let sut = Self.login(#"var url: String { "\(AppDelegate.configuration.server)api/users/login" }"#)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").summary, ["url configuration"])
    }

    func test_references_inAnExtensionInAnotherFile_count() {
        let sut = Codebase(sources: [
            "API/API.swift": "class API { init(server: String) {} }",
            "API/API+Defaults.swift": """
            extension API {
                convenience init() {
                    self.init(server: AppDelegate.configuration.server)
                }
            }
            """,
        ])

        XCTAssertEqual(sut.references(from: "API", to: "AppDelegate"),
                       [Reference(from: "API", site: "init()", to: "AppDelegate", member: "configuration", file: "API/API+Defaults.swift", line: 3)])
    }

    func test_references_throughATopLevelFunction_countWithItsName() {
        let sut = Codebase(sources: [
            "API/API.swift": "class API { init(server: String = defaultServer()) {} }",
            "Support/Defaults.swift": "func defaultServer() -> String { currentConfiguration().server }\nfunc currentConfiguration() -> Configuration { AppDelegate.configuration }",
        ])

        XCTAssertEqual(sut.references(from: "API", to: "AppDelegate"),
                       [Reference(from: "API", site: "init()", to: "AppDelegate", member: "configuration", file: "Support/Defaults.swift", line: 2, via: [Hop("defaultServer()", .freeFunction), Hop("currentConfiguration()", .freeFunction)])])
    }

    // MARK: - What is not a reach

    func test_references_inCommentsAndStrings_doNotCount() {
        let sut = Self.login(#"""
        // Used to read AppDelegate.configuration.server
        /* and before that /* nested */ UIApplication.appDelegate.api */
        func signIn() {
            log("AppDelegate.configuration is gone")
            log(#"UIApplication.shared.delegate as? AppDelegate, "raw""#)
            log("""
                (UIApplication.shared.delegate as? AppDelegate)?.api
                """)
        }
        """#)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate"), [])
    }

    func test_references_withAnInjectedAPIOrADelegateOfSomethingElse_doNotCount() {
        let sut = Self.login("""
        var api: API!
        weak var delegate: LoginDelegate?
        func signIn() {
            api.delegate = self
            delegate?.loginStarted()
            textField.delegate = nil
        }
        """)

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate"), [])
    }

    func test_references_fromTheAppDelegateToItself_areNone() {
        let sut = Codebase(sources: ["App/AppDelegate.swift": "class AppDelegate { static var configuration: Configuration!\n func load() { AppDelegate.configuration = .load() } }"])

        XCTAssertEqual(sut.references(from: "AppDelegate", to: "AppDelegate"), [])
    }

    // MARK: - Helpers

    private static func login(_ body: String) -> Codebase {
        Codebase(sources: ["Login/LoginViewController.swift": "class LoginViewController: UIViewController {\n\(body)\n}"])
    }
}

extension Array where Element == Reference {
    /// `site member` for each reference, `-` for no member: compact to assert on.
    var summary: [String] {
        map { "\($0.site) \($0.member ?? "-")" }
    }
}
