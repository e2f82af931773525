import MyBizTesting
import XCTest

/// The new design's dependency map: the app's delegates keep state and start the flow; they neither build screens nor swap the window's root.
final class NavigationDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_appDelegate_doesNotBuildScreens() throws {
        let code = try sources.code()

        let builds = code.references(from: "AppDelegate", to: ["UIStoryboard", "LoginViewController", "UITabBarController"])
            + code.mentions(of: "instantiateViewController", in: "AppDelegate")

        XCTAssertTrue(builds.isEmpty, """
            AppDelegate still builds screens; the login flow's factory should:
            \(builds.lines)
            """)
    }

    func test_appDelegate_doesNotSwapTheWindowsRoot() throws {
        let code = try sources.code()

        let swaps = ["rootController", "rootViewController", "keyWindow", "windows"].flatMap { code.mentions(of: $0, in: "AppDelegate") }

        XCTAssertTrue(swaps.isEmpty, """
            AppDelegate still reaches for the window's root; it should tell the login flow, which shows the screen:
            \(swaps.lines)
            """)
    }

    func test_sceneDelegate_doesNotBuildOrWireTheLoginScreen() throws {
        let code = try sources.code()

        let wires = code.references(from: "SceneDelegate", to: ["UIStoryboard", "LoginViewController"])
            + code.mentions(of: "rootViewController", in: "SceneDelegate")

        XCTAssertTrue(wires.isEmpty, """
            SceneDelegate still wires the login screen it finds at the window's root; it should start the login flow:
            \(wires.lines)
            """)
    }
}
