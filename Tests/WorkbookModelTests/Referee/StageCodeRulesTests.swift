@testable import WorkbookModel
import XCTest

/// Rules judged on the module Shop (Fixtures/referee/Shop.swift): what reaches what, and the exceptions.
final class StageCodeRulesTests: XCTestCase {
    private func rule(_ from: String, _ to: String, allow: [String] = [], through: [String] = []) -> DependencyRule {
        func patterns(_ words: [String]) -> [UnitPattern] { words.compactMap { UnitPattern(Substring($0)) } }
        return DependencyRule(name: "test_rule", message: "still coupled",
                              edges: [DependencyEdge(from: patterns([from]), to: patterns([to]), allowed: patterns(allow), through: patterns(through))])
    }

    func test_verdict_whenACallGoesThroughAProtocolTheTargetAdopts_findsThePathToItsImplementation() throws {
        let sut = ShopFixture.code

        let verdict = sut.verdict(rule("LoginScreen", "AppDelegate"), shown: 10)

        XCTAssertFalse(verdict.isGone)
        let reach = try XCTUnwrap(verdict.reaches.first { $0.end == "AppDelegate.sharedAPI" }, "reaches: \(verdict.reaches.map(\.end))")
        XCTAssertEqual(reach.steps.last?.text, "LoginScreen.provider() reads AppDelegate.sharedAPI (through APIProviding, which AppDelegate answers)")
        XCTAssertEqual(reach.location, SourceLocation(file: "Shop/Shop.swift", line: 64))
    }

    func test_verdict_whenTheReachedMemberIsAllowed_isGone() {
        let sut = ShopFixture.code

        let verdict = sut.verdict(rule("API", "AppDelegate", allow: ["AppDelegate.configuration"]))

        XCTAssertTrue(verdict.isGone, "\(verdict.explanation)")
    }

    func test_verdict_throughAFunction_leavesOutThePathsThroughIt() {
        let sut = ShopFixture.code

        let present = sut.verdict(rule("API", "AppDelegate.configuration"))
        let excused = sut.verdict(rule("API", "AppDelegate.configuration", through: ["Logger.log"]))

        XCTAssertEqual(present.reaches.map(\.start), ["API.logout()"])
        XCTAssertTrue(excused.isGone, "\(excused.explanation)")
    }

    func test_verdict_throughAProtocolThatTheForbiddenUnitAnswers_stillFindsIt() {
        let sut = ShopFixture.code

        let verdict = sut.verdict(rule("API", "LoginScreen", through: ["APIDelegate"]))

        XCTAssertFalse(verdict.isGone, "LoginScreen answers APIDelegate itself: the exception is not a way to hand it the call")
    }

    func test_verdict_whenAClassMethodIsOverriddenWithReflection_countsTheReflectionAsAReach() throws {
        let sut = ShopFixture.code

        let verdict = sut.verdict(rule("SettingsScreen", "AppDelegate"))

        let reach = try XCTUnwrap(verdict.reaches.first)
        XCTAssertTrue(reach.end.contains("reflection"), "ends: \(verdict.reaches.map(\.end))")
    }

    func test_verdict_ofAKeyPath_followsItsAccessor() {
        let sut = ShopFixture.code

        let verdict = sut.verdict(rule("LoginScreen", "AppDelegate.userId"))

        XCTAssertFalse(verdict.isGone, "\\AppDelegate.userId reads the user id through its getter")
    }

    func test_verdict_ofAClosureValue_followsNothing() {
        let sut = ShopFixture.code

        let verdict = sut.verdict(rule("API", "AppDelegate", through: ["Logger.log"]))

        XCTAssertTrue(verdict.isGone, "a closure handed in is its maker's code: \(verdict.explanation)")
    }

    func test_verdict_ofAModuleTheStageLacks_isNotGone() {
        let sut = ShopFixture.code

        let verdict = sut.verdict(DependencyRule(name: "test_rule", message: "m", edges: [DependencyEdge(from: [.module("Login")], to: [.module("Shop")])]))

        XCTAssertEqual(verdict.missingModules, ["Login"])
        XCTAssertFalse(verdict.isGone)
    }

    func test_readable_ofTheCompilersNames_saysThemInWords() {
        XCTAssertEqual(StageCode.readable("implicit closure #1 in LoginScreen.signIn()"), "LoginScreen.signIn()")
        XCTAssertEqual(StageCode.readable("closure #2 in closure #1 in API.login()"), "a closure in API.login()")
        XCTAssertEqual(StageCode.readable("static AppDelegate.configuration.unsafeMutableAddressor"), "AppDelegate.configuration")
        XCTAssertEqual(StageCode.readable("variable initialization expression of LoginScreen.userIdPath"), "the initial value of LoginScreen.userIdPath")
        XCTAssertEqual(StageCode.readable("API.__allocating_init(server:)"), "API.init(server:)")
    }
}
