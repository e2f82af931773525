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

    func test_init_withUnitsToLeaveOut_readsThemAndKeepsThemOutOfTheDescription() {
        let sut = ChapterEdge("API -> AppDelegate.configuration, except through Logger, Styler")

        XCTAssertEqual(sut?.exceptThrough, ["Logger", "Styler"])
        XCTAssertEqual(sut?.description, "API -> AppDelegate.configuration")
        XCTAssertNil(ChapterEdge("API -> AppDelegate, except through"))
    }

    func test_matches_aReferenceThroughAUnitLeftOut_isFalseAndThroughOtherCodeTrue() {
        let sut = ChapterEdge("API -> AppDelegate, except through Logger")!
        let logging = Reference(from: "API", site: "send()", to: "AppDelegate", member: "configuration", file: "Logger.swift", line: 4,
                                via: [Hop("Logger.logDebug(_:)", .staticMember, unit: "Logger")])
        let free = Reference(from: "API", site: "init()", to: "AppDelegate", member: "configuration", file: "Defaults.swift", line: 1,
                             via: [Hop("defaultServer()", .freeFunction)])

        XCTAssertFalse(sut.matches(logging))
        XCTAssertTrue(sut.matches(free))
    }

    func test_matches_aFromMemberFetchedElsewhere_isTrueAsForTheGoalTest() {
        let sut = ChapterEdge("LoginViewController.api -> AppDelegate")!
        let fallback = Reference(from: "LoginViewController", site: "signIn()", to: "AppDelegate", member: "api", file: "L.swift", line: 5)
        let user = Reference(from: "LoginViewController", site: "loginSucceeded()", to: "AppDelegate", member: "userId", file: "L.swift", line: 9)

        XCTAssertTrue(sut.matches(fallback))
        XCTAssertFalse(sut.matches(user))
    }
}
