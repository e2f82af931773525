import WorkbookModel
import XCTest

final class DependencyRulesTests: XCTestCase {
    func test_parse_ofATestWithEdgesAndExceptions_readsEachOne() throws {
        let text = """
            # a comment
            test     test_screen_doesNotReachTheApp
            message  the screen still reaches the app
            edge     LoginScreen -> AppDelegate, UIWindow.rootViewController
            allow    AppDelegate.userId: chapter 3 cuts it
            through  Logger.log, Styler: later chapters hand them in
            edge     API -> module Shop
            """

        let sut = try DependencyRules.parse(text)

        XCTAssertEqual(sut.rules.count, 1)
        XCTAssertEqual(sut.rules[0].edges, [
            DependencyEdge(from: [.unit("LoginScreen")], to: [.unit("AppDelegate"), .member(unit: "UIWindow", member: "rootViewController")],
                           allowed: [.member(unit: "AppDelegate", member: "userId")], through: [.member(unit: "Logger", member: "log"), .unit("Styler")]),
            DependencyEdge(from: [.unit("API")], to: [.module("Shop")]),
        ])
        XCTAssertEqual(sut.chapterEdge?.description, "LoginScreen -> AppDelegate, UIWindow.rootViewController")
    }

    func test_parse_ofAnExceptionWithoutWhy_failsNamingItsLine() {
        let text = "test t\nmessage m\nedge A -> B\nthrough Logger\n"

        XCTAssertThrowsError(try DependencyRules.parse(text)) { error in
            XCTAssertEqual((error as? DependencyRules.ParseError)?.line, 4)
        }
    }

    func test_parse_ofATestWithoutAnEdge_fails() {
        XCTAssertThrowsError(try DependencyRules.parse("test t\nmessage m\n"))
    }

    func test_parse_ofTwoTestsOfOneName_fails() {
        let text = "test t\nmessage m\nedge A -> B\ntest t\nmessage m\nedge A -> C\n"

        XCTAssertThrowsError(try DependencyRules.parse(text)) { error in
            XCTAssertEqual((error as? DependencyRules.ParseError)?.line, 4)
        }
    }

    func test_parse_ofEveryChaptersRules_reads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        for chapter in 1...9 {
            let text = try String(contentsOf: root.appendingPathComponent(DependencyRules.path(chapter: "chapter\(chapter)")), encoding: .utf8)

            XCTAssertFalse(try DependencyRules.parse(text).rules.isEmpty, "chapter\(chapter)")
        }
    }
}
