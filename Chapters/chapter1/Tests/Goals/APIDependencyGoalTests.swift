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
        let code = try sources.code()

        // Logging through Logger reads the configuration until chapter 8 cuts it (chapter1.edge says so too).
        let reaches = code.references(from: "API", to: "AppDelegate")
            .filter { $0.member == "configuration" || $0.site != "logout()" }
            .filter { !$0.goesThrough(["Logger"]) }

        XCTAssertTrue(reaches.isEmpty, """
            API still reaches the AppDelegate (a default argument counts too, and so does code it calls: an alias, a free function, a static); \
            its server should come from whoever creates it. Only logout() may still reach the AppDelegate, until chapter 3:
            \(reaches.lines)
            """)
    }
}
