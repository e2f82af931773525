import MyBizTesting
import XCTest

/// The new design's dependency map: the alert is shown from the screen that asks for it; it does not go to the AppDelegate for a presenter.
final class AlertDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_showAlert_doesNotReachTheAppDelegate() throws {
        let code = try sources.code()

        let reaches = code.references(from: "UIViewController+Alert", to: "AppDelegate")
            + ["rootController", "rootViewController", "keyWindow", "windows"].flatMap { code.mentions(of: $0, in: "UIViewController+Alert") }

        XCTAssertTrue(reaches.isEmpty, """
            showAlert still reaches for the app delegate or a window's root to present from; \
            it should present from self, through its presenter:
            \(reaches.lines)
            """)
    }
}
