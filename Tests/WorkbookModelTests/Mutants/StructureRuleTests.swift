import XCTest
@testable import WorkbookModel

final class StructureRuleTests: XCTestCase {
    private let sut = StructureRule()

    func test_isStructure_pureStructure_isNoBehaviour() {
        for line in ["// a comment", "}", "})", "],", "import Foundation", "#if DEBUG", "return", "break", "default:",
                     "@unknown default:", "} else {", "} catch {", "do {", "@MainActor", "@available(iOS 15, *)",
                     "func login(username: String) {", "private static func make() -> API {}", "init() {",
                     "final class API: Sendable {", "extension API {", "@MainActor public protocol Loading {",
                     "typealias Handler = (Int) -> Void", "case .loggedIn:", "case success", "var api: API",
                     "private(set) var name: String", "var count: Int { get set }", "let server: String", "deinit {"] {
            XCTAssertTrue(sut.isStructure(line), line)
        }
    }

    func test_isStructure_behaviourDisguisedAsStructure_counts() {
        for line in ["func sneakyOneLiner() { logout() }", "var sneaky: String { server + \"api/\" }", "var count = 0",
                     "let api: API = API()", "return api", "case .loggedIn: logout()", "} else { logout() }",
                     "init() { load() }", "@discardableResult func go() -> Int { 1 }", "return\u{000D}",
                     "importFoundation()", "// ok\tlogout()".replacingOccurrences(of: "// ok", with: "x = 1"),
                     "funcCall()", "class var x: Int { 1 }", "struct S { let a = 1 }", "defer { close() }",
                     "logout()", "#selectorlike()".replacingOccurrences(of: "#", with: "")] {
            XCTAssertFalse(sut.isStructure(line), line)
        }
    }

    func test_isStructure_textAfterATab_isNotRead() {
        // The accounting reads a line up to its first tab.
        XCTAssertTrue(sut.isStructure("}\tlogout()"))
    }
}
