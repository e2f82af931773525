@testable import WorkbookModel
import XCTest

final class DependencyMapTests: XCTestCase {
    private let rule = DependencyRule(name: "test_screen", message: "m", edges: [DependencyEdge(from: [.unit("LoginScreen")], to: [.unit("AppDelegate")])])

    func test_map_ofAStage_drawsWhatEachUnitReachesOfAnother() {
        let sut = DependencyMap(ShopFixture.code, selection: .all)

        let arrows = sut.arrows.map { "\($0.from) -> \($0.to): \($0.label)" }

        XCTAssertTrue(arrows.contains("API -> Logger: logout() → log"), "\(arrows)")
        XCTAssertTrue(arrows.contains("LoginScreen -> APIDelegate: conforms"), "\(arrows)")
    }

    func test_map_withARulePresent_drawsItApartAndSaysPresent() {
        let sut = DependencyMap(ShopFixture.code, rules: [rule], selection: .all)

        XCTAssertEqual(sut.rules, [DependencyMap.RuleState(test: "test_screen", edge: "LoginScreen -> AppDelegate", isPresent: true)])
        XCTAssertTrue(sut.arrows.contains { $0.rule == "test_screen" && $0.from == "LoginScreen" && $0.to == "AppDelegate" })
        XCTAssertTrue(sut.text.hasSuffix("This chapter's rule test_screen, LoginScreen -> AppDelegate: present"), sut.text)
    }

    func test_map_withARuleGone_drawsItDottedAndSaysGone() {
        let gone = DependencyRule(name: "test_api", message: "m", edges: [DependencyEdge(from: [.unit("Configuration")], to: [.unit("API")])])

        let sut = DependencyMap(ShopFixture.code, rules: [gone], selection: .all)

        XCTAssertTrue(sut.mermaid.contains("Configuration -.->|\"test_api · gone\"| API"), sut.mermaid)
        XCTAssertTrue(sut.text.hasSuffix("This chapter's rule test_api, Configuration -> API: gone"), sut.text)
    }

    func test_map_andTheVerdicts_agreeOnEveryRule() {
        let rules = [rule, DependencyRule(name: "test_api", message: "m", edges: [DependencyEdge(from: [.unit("Configuration")], to: [.unit("API")])])]

        let sut = DependencyMap(ShopFixture.code, rules: rules, selection: .all)

        XCTAssertEqual(sut.rules.map(\.isPresent), rules.map { !ShopFixture.code.verdict($0).isGone })
    }
}
