import SwiftReferences
import XCTest

/// `Codebase.references`/`mentions` through the stage's own code: every way around a rule a learner can write (issue 22) is found, with its path named.
final class IndirectReachTests: XCTestCase {
    // MARK: - Aliases

    func test_references_throughATypealias_findTheAliasedTypeAndNameThePath() {
        let sut = Codebase(sources: [
            "Login/LoginViewController.swift": "class LoginViewController {\n func signIn() { _ = Rules.isEmail(email) }\n}",
            "Support/Rules.swift": "typealias Rules = Validators",
            "Support/Validators.swift": "enum Validators { static func isEmail(_ text: String) -> Bool { true } }",
        ])

        let found = sut.references(from: "LoginViewController", to: "Validators")

        XCTAssertEqual(found.map(\.path), ["LoginViewController.signIn() → Rules (typealias) → Validators.isEmail"])
        XCTAssertEqual(found.map(\.description), ["Support/Rules.swift:1: LoginViewController.signIn() → Rules (typealias) → Validators.isEmail"])
    }

    func test_references_throughANestedAliasInAnotherTypesExtension_findTheAliasedType() {
        let sut = Self.login("func signIn() { _ = Aliases.Rules.isEmail(email) }", more: [
            "Support/Aliases.swift": "enum Aliases {}\nextension Aliases { typealias Rules = Validators }",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "Validators").map(\.path),
                       ["LoginViewController.signIn() → Rules (typealias) → Validators.isEmail"])
    }

    func test_references_throughAGenericAndChainedAlias_nameEveryAlias() {
        let sut = Self.login("func signIn() { _ = Checker<String>.isEmail(email) }", more: [
            "Support/Aliases.swift": "typealias Checker<T> = Rules\ntypealias Rules = Validators",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "Validators").map(\.path),
                       ["LoginViewController.signIn() → Checker (typealias) → Rules (typealias) → Validators"])
    }

    func test_references_throughAnAliasOfTheAlertType_findTheFrameworkTypeItNames() {
        let sut = Codebase(sources: [
            "App/AppDelegate.swift": "class AppDelegate {\n func showLogin() { _ = Board(name: \"Main\") }\n}",
            "App/Board.swift": "typealias Board = UIStoryboard",
        ])

        XCTAssertEqual(sut.references(from: "AppDelegate", to: "UIStoryboard").map(\.path), ["AppDelegate.showLogin() → Board (typealias) → UIStoryboard"])
    }

    func test_references_throughAnAliasCycle_terminate() {
        let sut = Self.login("func signIn() { _ = A.isEmail(email) }", more: ["Support/Aliases.swift": "typealias A = B\ntypealias B = A"])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "Validators"), [])
    }

    // MARK: - Protocols and superclasses

    func test_references_throughARefiningProtocolAdopted_findTheParent() {
        let sut = Self.login("", more: [
            "Login/LoginCallbacks.swift": "protocol LoginCallbacks: APIDelegate {}\nextension LoginViewController: LoginCallbacks {}",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "APIDelegate").map(\.path),
                       ["LoginViewController → LoginCallbacks (conformance) → APIDelegate"])
    }

    func test_references_throughARefinementOfARefinement_nameBoth() {
        let sut = Self.login("", more: [
            "Login/Callbacks.swift": "protocol Callbacks: APIDelegate {}\nprotocol LoginCallbacks: Callbacks {}\nextension LoginViewController: LoginCallbacks {}",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "APIDelegate").map(\.path),
                       ["LoginViewController → LoginCallbacks (conformance) → Callbacks (refinement) → APIDelegate"])
    }

    func test_references_throughASuperclassOfTheStage_findItsConformance() {
        let sut = Codebase(sources: [
            "Login/CallbackScreen.swift": "class CallbackScreen: UIViewController, APIDelegate {\n func loginFailed(error: Error) {}\n}",
            "Login/LoginViewController.swift": "final class LoginViewController: CallbackScreen {}",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "APIDelegate").map(\.path),
                       ["LoginViewController → CallbackScreen (superclass) → APIDelegate"])
    }

    func test_references_throughAProtocolExtensionsDefaultMixedIn_findWhatTheDefaultReaches() {
        let sut = Self.login("func signIn() { failLogin() }", more: [
            "Login/AlertShowing.swift": """
            protocol AlertShowing {}
            extension AlertShowing where Self: UIViewController {
                func failLogin() { showAlert(title: "Login Failed") }
            }
            extension LoginViewController: AlertShowing {}
            """,
            "Alerts/UIViewController+Alert.swift": "extension UIViewController { func showAlert(title: String) {} }",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "UIViewController+Alert").map(\.path),
                       ["LoginViewController → AlertShowing (conformance) → UIViewController+Alert.showAlert"])
    }

    func test_references_fromAnExtensionWrittenOnAnAliasOfTheType_belongToTheType() {
        let sut = Self.login("", more: [
            "Login/Screen.swift": "typealias Screen = LoginViewController\nextension Screen: APIDelegate {\n func loginFailed(error: Error) { showAlert() }\n}",
            "Alerts/UIViewController+Alert.swift": "extension UIViewController { func showAlert() {} }",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: ["APIDelegate", "UIViewController+Alert"]).map(\.path),
                       ["LoginViewController → APIDelegate", "LoginViewController.loginFailed() → UIViewController+Alert.showAlert"])
        XCTAssertEqual(sut.extensionNames, ["UIViewController+Alert"])
    }

    // MARK: - Code it calls

    func test_mentions_throughAFreeFunction_nameThePath() {
        let sut = Self.appDelegate("func handleLogout() { swapRoot(makeLogin()) }", more: [
            "App/Window.swift": "func swapRoot(_ controller: UIViewController) {\n UIApplication.shared.windows.first?.rootViewController = controller\n}",
        ])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "AppDelegate").map(\.description),
                       ["App/Window.swift:2: AppDelegate.handleLogout() → swapRoot(_:) (free function) → rootViewController"])
    }

    func test_mentions_throughAStaticMethodOfAnotherType_nameTheTypeAndMethod() {
        let sut = Self.appDelegate("func handleLogout() { ScreenSwapper.show(login) }", more: [
            "App/ScreenSwapper.swift": "enum ScreenSwapper {\n static func show(_ screen: UIViewController) { window?.rootViewController = screen }\n}",
        ])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "AppDelegate").map(\.path),
                       ["AppDelegate.handleLogout() → ScreenSwapper.show(_:) (static member) → rootViewController"])
    }

    func test_mentions_throughAClosureStoredInAGlobal_nameTheGlobal() {
        let sut = Self.appDelegate("func handleLogout() { swapRoot(login) }", more: [
            "App/Window.swift": "let swapRoot: (UIViewController) -> Void = { screen in\n UIApplication.shared.windows.first?.rootViewController = screen\n}",
        ])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "AppDelegate").map(\.path),
                       ["AppDelegate.handleLogout() → swapRoot (global) → rootViewController"])
    }

    func test_references_throughAGlobalHoldingTheAppDelegate_findTheMemberReadWhereItIsUsed() {
        let sut = Codebase(sources: [
            "App/Globals.swift": "let app = UIApplication.shared.delegate as! AppDelegate",
            "Alerts/UIViewController+Alert.swift": "extension UIViewController {\n func showAlert() { app.rootController.present(alert, animated: true) }\n}",
        ])

        XCTAssertEqual(sut.references(from: "UIViewController+Alert", to: "AppDelegate").map(\.path),
                       ["UIViewController+Alert.showAlert() → app (global) → AppDelegate.rootController"])
    }

    func test_references_throughAStaticPropertyOfAnotherType_findTheMemberReadWhereItIsUsed() {
        let sut = Self.login("var api: API { Env.delegate.api }", more: [
            "Support/Env.swift": "enum Env { static var delegate: AppDelegate { UIApplication.appDelegate } }",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").map(\.path),
                       ["LoginViewController.api → Env.delegate (static member) → AppDelegate.api"])
    }

    func test_references_throughADynamicMemberLookupSubscript_findWhatItReaches() {
        let sut = Self.login("var api: API { Services().api }", more: [
            "Support/Services.swift": """
            @dynamicMemberLookup
            struct Services {
                subscript(dynamicMember name: String) -> API { UIApplication.appDelegate.api }
            }
            """,
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "AppDelegate").map(\.path),
                       ["LoginViewController.api → Services.subscript(dynamicMember:) (@dynamicMemberLookup subscript) → AppDelegate.api"])
    }

    func test_references_throughAChainOfFunctionStaticAndAlias_nameEveryStep() {
        let sut = Self.login("func signIn() { check(email) }", more: [
            "Support/Check.swift": "func check(_ text: String) { Checks.run(text) }\nenum Checks { static func run(_ text: String) { _ = Rules.isEmail(text) } }",
            "Support/Rules.swift": "typealias Rules = Validators",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "Validators").map(\.path),
                       ["LoginViewController.signIn() → check(_:) (free function) → Checks.run(_:) (static member) → Rules (typealias) → Validators.isEmail"])
    }

    func test_references_throughFunctionsThatCallEachOther_terminateAndFindTheReach() {
        let sut = Self.login("func signIn() { first() }", more: [
            "Support/Cycle.swift": "func first() { second() }\nfunc second() { first(); _ = Validators.isEmail(\"\") }",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "Validators").map(\.path),
                       ["LoginViewController.signIn() → first() (free function) → second() (free function) → Validators.isEmail"])
    }

    func test_references_throughProtocolsThatRefineEachOther_terminate() {
        let sut = Self.login("", more: ["Login/Loop.swift": "protocol P: Q {}\nprotocol Q: P, APIDelegate {}\nextension LoginViewController: P {}"])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "APIDelegate").map(\.path),
                       ["LoginViewController → P (conformance) → Q (refinement) → APIDelegate"])
    }

    func test_references_throughAnAliasInTheInheritanceClause_findTheProtocol() {
        let sut = Self.login("", more: ["Login/Callbacks.swift": "typealias Callbacks = APIDelegate\nextension LoginViewController: Callbacks {}"])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "APIDelegate").map(\.path), ["LoginViewController → Callbacks (typealias) → APIDelegate"])
    }

    func test_mentions_throughAStaticMethodOfANestedType_nameIt() {
        let sut = Self.appDelegate("func handleLogout() { Navigation.Swapper.show(login) }", more: [
            "App/Navigation.swift": "enum Navigation {\n enum Swapper {\n  static func show(_ screen: UIViewController) { window?.rootViewController = screen }\n }\n}",
        ])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "AppDelegate").map(\.path),
                       ["AppDelegate.handleLogout() → Swapper.show(_:) (static member) → rootViewController"])
    }

    func test_references_throughAComputedGlobalOrAFrameworkExtensionsProperty_findTheMemberReadWhereItIsUsed() {
        let sut = Codebase(sources: [
            "App/Globals.swift": "var currentApp: AppDelegate { UIApplication.shared.delegate as! AppDelegate }",
            "App/UIViewController+App.swift": "extension UIViewController { var app: AppDelegate { UIApplication.appDelegate } }",
            "Alerts/UIViewController+Alert.swift": "extension UIViewController {\n func showAlert() { _ = currentApp.rootController; _ = app.window }\n}",
        ])

        XCTAssertEqual(sut.references(from: "UIViewController+Alert", to: "AppDelegate").map(\.path), [
            "UIViewController+Alert.showAlert() → currentApp (global) → AppDelegate.rootController",
            "UIViewController+Alert.showAlert() → UIViewController+App.app (extension member) → AppDelegate.window",
        ])
    }

    func test_mentions_throughAClosureInAStaticVariableOrAStaticSubscript_nameThem() {
        let sut = Self.appDelegate("func handleLogout() { Hooks.swap(login); _ = Hooks[\"root\"] }", more: [
            "App/Hooks.swift": """
            enum Hooks {
                static var swap: (UIViewController) -> Void = { window?.rootViewController = $0 }
                static subscript(key: String) -> UIViewController? { window?.rootViewController }
            }
            """,
        ])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "AppDelegate").map(\.path), [
            "AppDelegate.handleLogout() → Hooks.swap (static member) → rootViewController",
            "AppDelegate.handleLogout() → Hooks.subscript(key:) (static member) → rootViewController",
        ])
    }

    func test_mentions_throughAnInstanceMadeInPlaceOrInALocal_nameTheMethod() {
        let sut = Self.appDelegate("""
        func handleLogout() { ScreenSwapper().show(login) }
        func handleLogin() {
            let swapper = ScreenSwapper()
            swapper.show(tabs)
        }
        """, more: [
            "App/ScreenSwapper.swift": "final class ScreenSwapper {\n func show(_ screen: UIViewController) { window?.rootViewController = screen }\n}",
        ])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "AppDelegate").map(\.path), [
            "AppDelegate.handleLogout() → ScreenSwapper().show(_:) (of an instance made in place) → rootViewController",
            "AppDelegate.handleLogin() → ScreenSwapper().show(_:) (of an instance made in place) → rootViewController",
        ])
    }

    // MARK: - Correct solutions stay accepted

    func test_mentions_throughACollaboratorKeptInAPropertyOrASharedInstance_areNone() {
        let sut = Self.appDelegate("""
        let swapper = ScreenSwapper()
        lazy var flow = LoginFlow(swapper: swapper)
        func handleLogout() { swapper.show(login); flow.start(); ScreenSwapper.shared.show(login) }
        """, more: [
            "App/ScreenSwapper.swift": "final class ScreenSwapper {\n static let shared = ScreenSwapper()\n func show(_ screen: UIViewController) { window?.rootViewController = screen }\n}",
            "App/LoginFlow.swift": "final class LoginFlow {\n func start() { window?.rootViewController = LoginViewController() }\n}",
        ])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "AppDelegate"), [])
    }

    func test_references_throughAProtocolTypedPropertyWhoseExtensionReaches_areNone() {
        let sut = Codebase(sources: [
            "Login/LoginAPI.swift": "protocol LoginAPI { func login() }\nextension LoginAPI { func trace() { Logger.logDebug(\"login\") } }",
            "Login/LoginViewModel.swift": "final class LoginViewModel {\n let api: LoginAPI\n init(api: LoginAPI) { self.api = api }\n func login() { api.login() }\n}",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewModel", to: "Logger"), [])
    }

    func test_references_throughALazyViewModelThatValidates_areNone() {
        let sut = Self.login("lazy var viewModel = LoginViewModel(api: api)\nweak var router: Router?\nfunc signIn() { viewModel.login() }", more: [
            "Login/LoginViewModel.swift": "final class LoginViewModel: APIDelegate {\n func login() { _ = Validators.isEmail(email) }\n}",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: ["Validators", "APIDelegate"]), [])
    }

    func test_references_throughAnOptionalWithADefaultOfTheLiveType_areNone() {
        let sut = Codebase(sources: [
            "Alerts/ErrorViewController.swift": "class ErrorViewController {\n var logger: LoggingManager? = LogManager()\n func tryAgain() { logger?.log(\"again\") }\n}",
            "Support/LogManager.swift": "final class LogManager: LoggingManager {\n func log(_ text: String) { Logger.logDebug(text) }\n}",
        ])

        XCTAssertEqual(sut.references(from: "ErrorViewController", to: "Logger"), [])
    }

    func test_mentions_withAnInjectedClosure_areNone() {
        let sut = Codebase(sources: [
            "App/AppDelegate.swift": "class AppDelegate {\n var showScreen: (UIViewController) -> Void = { _ in }\n func handleLogout() { showScreen(login) }\n}",
            "App/SceneDelegate.swift": "class SceneDelegate {\n func connect() { appDelegate.showScreen = { self.window?.rootViewController = $0 } }\n}",
        ])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "AppDelegate"), [])
    }

    func test_references_toAProtocolTheFileOnlyDeclares_areNone() {
        let sut = Self.login("weak var delegate: LoginScreenDelegate?", more: [
            "Login/LoginScreenDelegate.swift": "protocol LoginScreenDelegate: APIDelegate {}\nextension LoginScreenDelegate { func fail() { showAlert() } }",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "APIDelegate"), [])
    }

    func test_references_toAnAliasOrFunctionNamedOnlyInCommentsStringsAndLabels_areNone() {
        let sut = Self.login(#"""
        // Rules.isEmail(email) used to validate; swapRoot(login) too
        func signIn() { log("Rules.isEmail \(email)"); send(swapRoot: true, Rules: 1) }
        """#, more: [
            "Support/Rules.swift": "typealias Rules = Validators\nfunc swapRoot(_ screen: UIViewController) { _ = Validators.isEmail(\"\") }",
        ])

        XCTAssertEqual(sut.references(from: "LoginViewController", to: "Validators").map(\.path), [])
    }

    // MARK: - Helpers

    private static func login(_ body: String, more: [String: String] = [:]) -> Codebase {
        Codebase(sources: more.merging(["Login/LoginViewController.swift": "class LoginViewController: UIViewController {\n\(body)\n}"]) { $1 })
    }

    private static func appDelegate(_ body: String, more: [String: String] = [:]) -> Codebase {
        Codebase(sources: more.merging(["App/AppDelegate.swift": "class AppDelegate {\n\(body)\n}"]) { $1 })
    }
}
