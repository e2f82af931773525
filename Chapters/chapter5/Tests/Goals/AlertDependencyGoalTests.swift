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
        let reaches = try appDelegateReaches(in: "Alerts/UIViewController+Alert.swift")

        XCTAssertTrue(reaches.isEmpty, """
            UIViewController+Alert.swift still reaches for the app delegate's window to present from (\(reaches.joined(separator: ", "))); \
            showAlert should present from self, through its presenter
            """)
    }

    /// What in a file reaches the app delegate or its window's root: the one place that reads code, so a better scanner can replace it.
    private func appDelegateReaches(in path: String) throws -> [String] {
        let source = try sources.source(of: path)
        var reaches: [String] = []
        if source.reachesAppDelegate { reaches.append("the app delegate") }
        for name in ["rootController", "rootViewController", "keyWindow", "windows"] where source.mentions(name) {
            reaches.append(name)
        }
        return reaches
    }
}
