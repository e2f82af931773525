import MyBizTesting
import XCTest

/// The new design's dependency map: only the live factories build from the storyboard, and the alert and the login log through what they are handed.
final class AlertDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    /// The app's factories: the only code that may know the storyboard's scenes.
    private let liveFactories: Set = ["StoryboardErrorViewControllerFactory", "MainStoryboardElementsFactory"]

    func test_onlyTheLiveFactories_instantiateFromTheStoryboard() throws {
        let code = try sources.code()

        let units = (code.typeNames + code.extensionNames).filter { !liveFactories.contains($0) }
        let builds = units.flatMap { unit in
            code.references(from: unit, to: ["UIStoryboard"]) + code.mentions(of: "instantiateViewController", in: unit)
        }.filter { !$0.file.hasSuffix("Storyboards/Main.storyboard.swift") }  // the storyboard's tab scene loads its tabs
            .filter { !$0.units.contains { !liveFactories.contains($0) } }  // a path through another unit is that unit's own line

        XCTAssertTrue(builds.isEmpty, """
            Code outside the live factories still builds screens from the storyboard (the alert should come from an ErrorViewControllerFactory handed in):
            \(builds.lines)
            """)
    }

    func test_errorViewController_logsOnlyThroughItsLoggingManager() throws {
        let code = try sources.code()

        let reaches = code.references(from: "ErrorViewController", to: ["Logger", "Analytics", "AppDelegate"])

        XCTAssertTrue(reaches.isEmpty, """
            ErrorViewController still reaches the app's logging; it should log through the LoggingManager its initializer is handed:
            \(reaches.lines)
            """)
    }

    func test_loginViewModel_logsOnlyThroughItsLoggingManager() throws {
        let code = try sources.code()

        let reaches = code.references(from: "LoginViewModel", to: ["Logger", "Analytics", "AppDelegate"])

        XCTAssertTrue(reaches.isEmpty, """
            LoginViewModel still reaches the app's logging; it should log through the LoggingManager its initializer is handed:
            \(reaches.lines)
            """)
    }
}
