import MyBizTesting
import XCTest

/// The new design's dependency map: the API's server comes from outside, not from `AppDelegate.configuration`.
final class APIDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_API_doesNotReadTheAppDelegatesConfiguration() throws {
        let api = try sources.source(of: "API/API.swift")

        XCTAssertFalse(api.reachesAppDelegate(member: "configuration"), "API.swift still reads AppDelegate.configuration (a default argument counts too)")
    }
}
