import Foundation
import XCTest
@testable import WorkbookModel

/// A case of the referee's catalogue read from its text, and held against what the referee said.
final class CatalogueEntryTests: XCTestCase {
    static let patch = """
    diff --git a/Login/LoginViewController.swift b/Login/LoginViewController.swift
    --- a/Login/LoginViewController.swift
    +++ b/Login/LoginViewController.swift
    @@ -1 +1 @@
    -var api: API!
    +var api: API?

    """

    private func sut(_ header: String) throws -> CatalogueEntry {
        try CatalogueEntry.parse(header + "\n\n" + Self.patch, chapter: "chapter2", name: "02-case.patch")
    }

    private func present(_ test: String, reaching end: String) -> RuleVerdict {
        RuleVerdict(test: test, edge: "LoginViewController -> AppDelegate", message: "LoginViewController still reaches the AppDelegate",
                    reaches: [RuleVerdict.Reach(start: "LoginViewController.signIn(_:)", end: end,
                                                steps: [RuleVerdict.Step(location: nil, text: "LoginViewController.signIn(_:) reads \(end)")])])
    }

    private func gone(_ test: String) -> RuleVerdict {
        RuleVerdict(test: test, edge: "LoginViewController -> AppDelegate", message: "unused", reaches: [])
    }

    // MARK: - Parsing

    func test_parse_mustNotBeDoneWithReaches_readsSummaryReachesAndPatch() throws {
        let sut = try sut("Must not be done: a fallback through a protocol\nReaches: AppDelegate.sharedAPI\nReaches: UIApplication")

        XCTAssertEqual(sut.summary, "a fallback through a protocol")
        XCTAssertFalse(sut.mustBeDone)
        XCTAssertEqual(sut.reaches, ["AppDelegate.sharedAPI", "UIApplication"])
        XCTAssertEqual(sut.patch, Self.patch)
        XCTAssertEqual(sut.chapter, "chapter2")
        XCTAssertEqual(sut.name, "02-case.patch")
    }

    func test_parse_mustBeDone_isMustBeDoneWithoutReaches() throws {
        let sut = try sut("Must be done: initializer injection")

        XCTAssertTrue(sut.mustBeDone)
        XCTAssertEqual(sut.summary, "initializer injection")
        XCTAssertEqual(sut.reaches, [])
    }

    func test_parse_noPatch_throws() {
        XCTAssertThrowsError(try CatalogueEntry.parse("Must be done: nothing to apply\n", chapter: "chapter2", name: "x.patch"))
    }

    func test_parse_noVerdictLine_throws() {
        XCTAssertThrowsError(try sut("Reaches: AppDelegate.api"))
    }

    func test_parse_mustNotBeDoneWithoutReaches_throws() {
        XCTAssertThrowsError(try sut("Must not be done: a fallback"))
    }

    func test_parse_mustBeDoneWithReaches_throws() {
        XCTAssertThrowsError(try sut("Must be done: injection\nReaches: AppDelegate.api"))
    }

    func test_parse_bothVerdictLines_throws() {
        XCTAssertThrowsError(try sut("Must be done: injection\nMust not be done: a fallback\nReaches: AppDelegate.api"))
    }

    func test_parse_misspeltHeaderLine_throwsNamingIt() {
        XCTAssertThrowsError(try sut("Must not be done: a fallback\nReach: AppDelegate.api")) { error in
            XCTAssertTrue("\(error)".contains("Reach: AppDelegate.api"), "\(error)")
        }
    }

    func test_parse_emptySummary_throws() {
        XCTAssertThrowsError(try sut("Must be done:   "))
    }

    // MARK: - Mismatch

    func test_mismatch_mustBeDoneAndEveryRuleGone_isNil() throws {
        let sut = try sut("Must be done: injection")

        XCTAssertNil(sut.mismatch([gone("test_a"), gone("test_b")]))
    }

    func test_mismatch_mustBeDoneButARuleIsPresent_namesTheRuleAndItsPath() throws {
        let sut = try sut("Must be done: injection")

        let mismatch = try XCTUnwrap(sut.mismatch([gone("test_a"), present("test_b", reaching: "AppDelegate.api")]))

        XCTAssertTrue(mismatch.hasPrefix("must be done, but test_b is present"), mismatch)
        XCTAssertTrue(mismatch.contains("reads AppDelegate.api"), mismatch)
    }

    func test_mismatch_mustNotBeDoneButEveryRuleGone_saysSo() throws {
        let sut = try sut("Must not be done: a fallback\nReaches: AppDelegate.api")

        XCTAssertEqual(sut.mismatch([gone("test_a")]), "must not be done, but every rule is gone")
    }

    func test_mismatch_mustNotBeDoneAndAPathNamesWhatItReaches_isNil() throws {
        let sut = try sut("Must not be done: a fallback\nReaches: AppDelegate.api")

        XCTAssertNil(sut.mismatch([gone("test_a"), present("test_b", reaching: "AppDelegate.api")]))
    }

    func test_mismatch_mustNotBeDoneButNoPathNamesOneOfItsReaches_namesTheMissingOne() throws {
        let sut = try sut("Must not be done: a fallback\nReaches: AppDelegate.api\nReaches: reflection")

        let mismatch = try XCTUnwrap(sut.mismatch([present("test_b", reaching: "AppDelegate.api")]))

        XCTAssertTrue(mismatch.hasPrefix("not done, as it must be, but no path names reflection"), mismatch)
    }

    func test_mismatch_mustNotBeDoneReachesNamedByAnotherPresentRule_isNil() throws {
        let sut = try sut("Must not be done: a fallback\nReaches: UIWindow.rootViewController")

        XCTAssertNil(sut.mismatch([present("test_a", reaching: "AppDelegate.api"), present("test_b", reaching: "UIWindow.rootViewController")]))
    }

    func test_mismatch_mustNotBeDoneReachesOnlyInAGoneRulesMessage_isAMismatch() throws {
        let sut = try sut("Must not be done: a fallback\nReaches: unused")

        XCTAssertNotNil(sut.mismatch([gone("test_a"), present("test_b", reaching: "AppDelegate.api")]))
    }
}
