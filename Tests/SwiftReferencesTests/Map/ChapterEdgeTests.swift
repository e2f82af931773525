import SwiftReferences
import XCTest

/// `ChapterEdge`: the registry's `From -> To`, optionally narrowed to a member at either end.
final class ChapterEdgeTests: XCTestCase {
    func test_init_withTheRegistrysSpelling_readsBothEnds() {
        let sut = ChapterEdge("API -> AppDelegate")

        XCTAssertEqual(sut?.from, "API")
        XCTAssertEqual(sut?.to, "AppDelegate")
        XCTAssertNil(sut?.fromMember)
        XCTAssertNil(sut?.toMember)
    }

    func test_init_withMembersAndNoSpaces_readsTheMembers() {
        let sut = ChapterEdge("API.logout->AppDelegate.showLogin")

        XCTAssertEqual(sut?.description, "API.logout -> AppDelegate.showLogin")
    }

    func test_init_withAnythingElse_isNil() {
        XCTAssertNil(ChapterEdge("API"))
        XCTAssertNil(ChapterEdge("API -> "))
        XCTAssertNil(ChapterEdge("API -> App Delegate"))
        XCTAssertNil(ChapterEdge("A -> B -> C"))
    }

    func test_matches_aReferenceOfTheNamedMembers_isTrueOnlyForThem() {
        let sut = ChapterEdge("API.init -> AppDelegate.configuration")!
        let configuration = Reference(from: "API", site: "init()", to: "AppDelegate", member: "configuration", file: "API.swift", line: 1)
        let showLogin = Reference(from: "API", site: "logout()", to: "AppDelegate", member: "showLogin", file: "API.swift", line: 2)

        XCTAssertTrue(sut.matches(configuration))
        XCTAssertFalse(sut.matches(showLogin))
    }
}
