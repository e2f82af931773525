import SwiftReferences
import XCTest

/// `DependencyMap`: which units a map shows, its arrows, and the chapter's edge drawn apart, as Mermaid and as text.
final class DependencyMapTests: XCTestCase {
    private let before = Codebase(sources: [
        "App/AppDelegate.swift": "class AppDelegate { static var configuration: Configuration!\n var api: API!\n func start() { api = API() } }",
        "API/API.swift": """
        class API {
            let server: String
            init() { server = AppDelegate.configuration.server }
            func logout() { UIApplication.appDelegate.showLogin() }
        }
        """,
        "Models/Token.swift": "struct Token { let user: String }",
        "Support/Validators.swift": "enum Validators { static func isEmail(_ text: String) -> Bool { text.contains(\"@\") } }",
    ])
    private let after = Codebase(sources: [
        "App/AppDelegate.swift": "class AppDelegate { static var configuration: Configuration!\n var api: API!\n func start() { api = API(server: AppDelegate.configuration.server) } }",
        "API/API.swift": """
        class API {
            let server: String
            init(server: String) { self.server = server }
            func logout() { UIApplication.appDelegate.showLogin() }
        }
        """,
        "Models/Token.swift": "struct Token { let user: String }",
        "Support/Validators.swift": "enum Validators { static func isEmail(_ text: String) -> Bool { text.contains(\"@\") } }",
    ])
    private let edge = ChapterEdge("API -> AppDelegate.configuration")
    /// The focus Chapters/chapters.registry's `workbook.map` names for MyBiz (the scripts pass it as `--focus`).
    private let myBiz = DependencyMap.Selection.focus(MapFocus(
        words: "AppDelegate SceneDelegate API APIDelegate LoginViewController ErrorViewController UIViewController+Alert Validators Styler Logger Login/"))

    func test_units_withMyBizsFocus_areTheLoginsOnes() {
        let sut = DependencyMap(before, selection: myBiz)

        XCTAssertEqual(sut.units, ["API", "AppDelegate", "Validators"])
        XCTAssertEqual(sut.unitCount, 4)
    }

    func test_units_withMyBizsFocus_includeEveryUnitOfALoginFolder() {
        let codebase = Codebase(sources: [
            "Login/LoginViewModel.swift": "final class LoginViewModel {}",
            "Tabs/SettingsViewController.swift": "class SettingsViewController {}",
        ])

        let sut = DependencyMap(codebase, selection: myBiz)

        XCTAssertEqual(sut.units, ["LoginViewModel"])
    }

    /// Not MyBiz: a shop whose map is its checkout, named by units and by a folder at any depth.
    func test_units_withAnotherAppsFocus_areThoseUnitsAndTheFoldersOnes() {
        let codebase = Codebase(sources: [
            "Shop/Cart.swift": "final class Cart { let checkout = Checkout() }",
            "Shop/Checkout.swift": "final class Checkout { func pay() { PaymentGateway.shared.charge() } }",
            "Shop/Features/Payments/PaymentGateway.swift": "final class PaymentGateway { static let shared = PaymentGateway()\n func charge() {} }",
            "Shop/Catalogue/Product.swift": "struct Product {}",
            "Login/LoginViewController.swift": "class LoginViewController {}",
            "App/AppDelegate.swift": "class AppDelegate {}",
        ])

        let sut = DependencyMap(codebase, selection: .focus(MapFocus(words: "Cart Checkout Unknown Payments/")))

        XCTAssertEqual(sut.units, ["Cart", "Checkout", "PaymentGateway"])
        XCTAssertEqual(sut.edges.map { "\($0.from) -> \($0.to)" }, ["Cart -> Checkout", "Checkout -> PaymentGateway"])
    }

    func test_units_byDefault_areEveryOne() {
        let sut = DependencyMap(before)

        XCTAssertEqual(sut.units, ["API", "AppDelegate", "Token", "Validators"])
    }

    func test_units_withAll_areEveryOne() {
        let sut = DependencyMap(before, selection: .all)

        XCTAssertEqual(sut.units, ["API", "AppDelegate", "Token", "Validators"])
    }

    func test_units_withOnlySome_areThoseAndTheEdgesEnds() {
        let sut = DependencyMap(before, selection: .only(["Token", "Unknown"]), chapterEdge: edge)

        XCTAssertEqual(sut.units, ["API", "AppDelegate", "Token"])
    }

    func test_edges_withTheChapterEdgePresent_drawItApartFromTheRestOfThePair() {
        let sut = DependencyMap(before, selection: myBiz, chapterEdge: edge)

        XCTAssertEqual(sut.edges.map { "\($0.from) \($0.to) \($0.label) \($0.isChapterEdge)" }, [
            "API AppDelegate logout() → showLogin false",
            "API AppDelegate init() → configuration true",
            "AppDelegate API api; start() false",
        ])
        XCTAssertEqual(sut.isChapterEdgePresent, true)
        XCTAssertEqual(sut.chapterEdgeReferences.map(\.description), ["API/API.swift:3: API.init() reaches AppDelegate.configuration"])
    }

    func test_text_withTheChapterEdgePresent_isAlignedAndSaysPresent() {
        let sut = DependencyMap(before, selection: myBiz, chapterEdge: edge)

        XCTAssertEqual(sut.text, """
            API         --> AppDelegate  logout() → showLogin
            API         ==> AppDelegate  init() → configuration   <- this chapter's edge
            AppDelegate --> API          api; start()
            (no arrows: Validators)
            This chapter's edge, API -> AppDelegate.configuration: present
            """)
    }

    func test_text_withTheChapterEdgeGone_marksItGone() {
        let sut = DependencyMap(after, selection: myBiz, chapterEdge: edge)

        XCTAssertEqual(sut.text, """
            API         --> AppDelegate  logout() → showLogin
            AppDelegate --> API          api; start()
            API         -x- AppDelegate  configuration   <- this chapter's edge: gone
            (no arrows: Validators)
            This chapter's edge, API -> AppDelegate.configuration: gone
            """)
        XCTAssertEqual(sut.isChapterEdgePresent, false)
    }

    func test_mermaid_withTheChapterEdgePresent_drawsItThick() {
        let sut = DependencyMap(before, selection: myBiz, chapterEdge: edge)

        XCTAssertEqual(sut.mermaid, """
            ```mermaid
            graph LR
                Validators
                API -->|"logout() → showLogin"| AppDelegate
                API ==>|"init() → configuration · this chapter's edge: present"| AppDelegate
                AppDelegate -->|"api; start()"| API
            ```
            """)
    }

    func test_mermaid_withTheChapterEdgeGone_drawsItDottedAndGone() {
        let sut = DependencyMap(after, selection: myBiz, chapterEdge: edge)

        XCTAssertTrue(sut.mermaid.contains(#"    API -.->|"configuration · this chapter's edge: gone"| AppDelegate"#))
        XCTAssertFalse(sut.mermaid.contains("==>"))
    }

    func test_mermaid_ofAnExtensionUnit_declaresItsLabel() {
        let codebase = Codebase(sources: [
            "Alerts/UIViewController+Alert.swift": "extension UIViewController { func showAlert() {} }",
            "Login/LoginViewController.swift": "class LoginViewController { func signIn() { showAlert() } }",
        ])

        let sut = DependencyMap(codebase, selection: myBiz)

        XCTAssertEqual(sut.mermaid, """
            ```mermaid
            graph LR
                UIViewController_Alert["UIViewController+Alert"]
                LoginViewController -->|"signIn() → showAlert"| UIViewController_Alert
            ```
            """)
    }

    func test_text_withoutAChapterEdge_saysNothingOfOne() {
        let sut = DependencyMap(after, selection: myBiz)

        XCTAssertFalse(sut.text.contains("chapter's edge"))
        XCTAssertNil(sut.isChapterEdgePresent)
    }

    // MARK: - The chapter's edge through other code

    func test_edges_withTheChapterEdgeCarriedByAStaticMethodOfAnotherType_showThatTypeAndMarkTheEdgePresent() {
        let codebase = Codebase(sources: [
            "App/AppDelegate.swift": "class AppDelegate {\n func handleLogout() { ScreenSwapper.showLogin() }\n}",
            "App/ScreenSwapper.swift": "enum ScreenSwapper {\n static func showLogin() { window?.rootViewController = LoginViewController.make() }\n}",
            "Login/LoginViewController.swift": "class LoginViewController { static func make() -> LoginViewController { LoginViewController() } }",
        ])

        let sut = DependencyMap(codebase, selection: myBiz, chapterEdge: ChapterEdge("AppDelegate -> LoginViewController"))

        XCTAssertEqual(sut.text, """
            AppDelegate   ==> LoginViewController  handleLogout() → ScreenSwapper.showLogin() → make   <- this chapter's edge
            AppDelegate   --> ScreenSwapper        handleLogout() → showLogin
            ScreenSwapper --> LoginViewController  showLogin() → make
            This chapter's edge, AppDelegate -> LoginViewController: present
            """)
    }

    func test_edges_withTheChapterEdgeCarriedByAnAlias_markItPresentWithThePath() {
        let codebase = Codebase(sources: [
            "Login/LoginViewController.swift": "class LoginViewController {\n func signIn() { _ = Rules.isEmail(email) }\n}",
            "Support/Validators.swift": "enum Validators { static func isEmail(_ text: String) -> Bool { true } }\ntypealias Rules = Validators",
        ])

        let sut = DependencyMap(codebase, selection: myBiz, chapterEdge: ChapterEdge("LoginViewController -> Validators"))

        XCTAssertEqual(sut.isChapterEdgePresent, true)
        XCTAssertEqual(sut.chapterEdgeReferences.map(\.path), ["LoginViewController.signIn() → Rules (typealias) → Validators.isEmail"])
    }

    func test_isChapterEdgePresent_withTheFetchOutsideTheMemberAndAsTheGoalTestAsks_agreesWithTheQuery() {
        let codebase = Codebase(sources: ["Login/LoginViewController.swift": """
            class LoginViewController {
                var api: API!
                func signIn() { (api ?? (UIApplication.shared.delegate as? AppDelegate)?.api)?.login() }
            }
            """])
        let edge = ChapterEdge("LoginViewController.api -> AppDelegate")!

        let sut = DependencyMap(codebase, selection: myBiz, chapterEdge: edge)

        XCTAssertEqual(sut.isChapterEdgePresent, true)
        XCTAssertEqual(sut.chapterEdgeReferences, codebase.references(along: edge))
    }

    func test_isChapterEdgePresent_throughAUnitTheEdgeLeavesOut_isGone() {
        let codebase = Codebase(sources: [
            "API/API.swift": "class API {\n func send() { Logger.logDebug(\"send\") }\n}",
            "Support/Logger.swift": "enum Logger { static func logDebug(_ text: String) { if AppDelegate.configuration.debug { print(text) } } }",
        ])

        let sut = DependencyMap(codebase, selection: myBiz, chapterEdge: ChapterEdge("API -> AppDelegate.configuration, except through Logger"))

        XCTAssertEqual(sut.isChapterEdgePresent, false)
    }
}
