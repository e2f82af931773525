import Foundation
import SwiftReferences
import XCTest

/// `Codebase`: a module's types and extension units, and where each one's code reaches another.
final class CodebaseTests: XCTestCase {
    private let sources = [
        "App/AppDelegate.swift": "class AppDelegate { var api: API! }",
        "App/UIApplication+AppDelegate.swift": "extension UIApplication { static var appDelegate: AppDelegate { shared.delegate as! AppDelegate } }",
        "API/API.swift": "class API { weak var delegate: APIDelegate?\n func logout() { UIApplication.appDelegate.showLogin() } }",
        "API/APIDelegate.swift": "protocol APIDelegate: AnyObject { func loginFailed(error: Error) }",
        "Alerts/ErrorViewController.swift": "class ErrorViewController: UIViewController { enum AlertType { case login } }",
        "Alerts/UIViewController+Alert.swift": "extension UIViewController {\n func showAlert(title: String, type: ErrorViewController.AlertType) {}\n}",
        "Login/LoginViewController.swift": """
        class LoginViewController: UIViewController {
            func signIn() { showAlert(title: "ErrorViewController", type: .login) }
        }
        extension LoginViewController: APIDelegate {
            func loginFailed(error: Error) { showAlert(title: "Login Failed", type: .login) }
        }
        """,
        "Storyboards/Main.storyboard.swift": "extension StoryboardFile { static let main = StoryboardFile(scene: LoginViewController()) }",
        "App/SceneDelegate.swift": "class SceneDelegate { func connect() { _ = StoryboardFile.main; DispatchQueue.main.async {} } }",
    ]

    func test_typeNames_ofAModule_areItsTopLevelTypesSorted() {
        let sut = Codebase(sources: sources)

        XCTAssertEqual(sut.typeNames, ["API", "APIDelegate", "AppDelegate", "ErrorViewController", "LoginViewController", "SceneDelegate"])
    }

    func test_extensionNames_ofAModule_areItsFrameworkExtensionsNamedAfterTheirFilesButNotTheAppDelegatesSpelling() {
        let sut = Codebase(sources: sources)

        XCTAssertEqual(sut.extensionNames, ["StoryboardFile+Main", "UIViewController+Alert"])
    }

    func test_references_fromATypeWithAnExtension_comeFromBothWithTheirSites() {
        let sut = Codebase(sources: sources)

        let found = sut.references(from: "LoginViewController", to: ["APIDelegate", "UIViewController+Alert", "ErrorViewController"])

        XCTAssertEqual(found.map { "\($0.to) \($0.site) \($0.member ?? "-") \($0.line)\($0.via.map { " via \($0.name)" }.joined())" }, [
            "UIViewController+Alert signIn() showAlert 2",
            "ErrorViewController signIn() AlertType 2 via UIViewController+Alert.showAlert(title:type:)",
            "APIDelegate  - 4",
            "UIViewController+Alert loginFailed() showAlert 5",
            "ErrorViewController loginFailed() AlertType 2 via UIViewController+Alert.showAlert(title:type:)",
        ])
    }

    func test_references_toAStaticOfAnExtension_countOnlyWhenQualified() {
        let sut = Codebase(sources: sources)

        let found = sut.references(from: "SceneDelegate", to: "StoryboardFile+Main")

        XCTAssertEqual(found.summary, ["connect() main"])
    }

    func test_references_fromAnExtensionUnit_areItsCodes() {
        let sut = Codebase(sources: sources)

        let found = sut.references(from: "UIViewController+Alert", to: ["ErrorViewController", "AppDelegate"])

        XCTAssertEqual(found.summary, ["showAlert() AlertType"])
    }

    func test_mentions_ofAMemberName_countItInMemberPosition() {
        let sut = Codebase(sources: ["Login/LoginViewController.swift": """
        class LoginViewController: UIViewController {
            // rootViewController in a comment does not count
            func loginSucceeded() { view.window?.rootViewController = nil }
        }
        """])

        XCTAssertEqual(sut.mentions(of: "rootViewController", in: "LoginViewController"),
                       [Reference(from: "LoginViewController", site: "loginSucceeded()", to: "rootViewController", member: nil, file: "Login/LoginViewController.swift", line: 3)])
    }

    func test_description_ofAReference_saysWhereWhoReachesWhat() {
        let sut = Reference(from: "API", site: "init()", to: "AppDelegate", member: "configuration", file: "API/API.swift", line: 14, via: [Hop("defaultServer()", .freeFunction)])

        XCTAssertEqual(sut.description, "API/API.swift:14: API.init() → defaultServer() (free function) → AppDelegate.configuration")
    }

    func test_initFolder_readsEverySwiftFileUnderItWithPathsAfterThePrefix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CodebaseTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("API"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "class API {}".write(to: folder.appendingPathComponent("API/API.swift"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("API/Configuration.json"), atomically: true, encoding: .utf8)

        let sut = try Codebase(folder: folder, pathPrefix: "Chapters/chapter1/Before/")

        XCTAssertEqual(sut.files.map(\.path), ["Chapters/chapter1/Before/API/API.swift"])
    }
}
