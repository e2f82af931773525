import Foundation
import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import Testing

/// MyBiz's toolbox for Swift Testing: a suite that conforms has what a `MyBizTestCase` has, with `async` waits.
///
/// The suite runs on the main actor, where the app runs, and takes the
/// `.myBiz` trait, which gives each test the backend at its seed state, runs
/// the suite's tests one at a time (the app and its server are one per
/// process), and after each test waits until the app has done with every
/// reply, then records the requests the app sent past the backend:
///
///     @Suite(.myBiz) struct MySwiftCharacterizationTests: MyBizSuite {
///         @Test func signIn_withWrongPassword_showsLoginFailed() async throws {
///             launchMyBiz()
///             try screen().type("Wrong1", into: "Password")
///             try screen().tap("Sign In")
///             await waitForPresented(UIViewController.self)
///             let content = try screen().visibleContent
///             #expect(content == ["Login Failed", "Unauthorized", "[OK]", "[Try Again]"])
///         }
///     }
///
/// (A value that needs `try` is read first: with `try` or `await` in it,
/// `#expect` shows no value when it fails.)
///
/// The waits poll on the main actor (``MainQueuePolling``) and record an issue
/// saying what covers the screen when they time out, as XCTest's do.
@MainActor
public protocol MyBizSuite {}

extension MyBizSuite {
    /// The in-process server, reset to its seed state for each test by the `.myBiz` trait.
    public var backend: MyBizBackend {
        MyBizBackend.shared
    }

    /// What the user sees in the app's key window.
    public func screen() throws -> Screen {
        try Screen.current()
    }

    /// The login requests the backend received.
    public var loginRequests: [RecordedRequest] {
        backend.requests(to: .login)
    }

    /// Waits until a condition holds, letting the main queue run; records an issue if it does not within the timeout.
    public func waitUntil(_ description: String = "the condition holds", timeout: TimeInterval = 1,
                          sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool) async {
        await wait(for: ScreenCondition(description, holds: { false }), timeout: timeout, sourceLocation: sourceLocation, condition)
    }

    /// Waits until something holds on screen (see ``ScreenCondition``); records an issue if it does not within the timeout.
    public func wait(for screenCondition: ScreenCondition, timeout: TimeInterval = 1, sourceLocation: SourceLocation = #_sourceLocation) async {
        await wait(for: screenCondition, timeout: timeout, sourceLocation: sourceLocation, screenCondition.holds)
    }

    /// Waits until the user sees the tab screen, whatever controller holds it.
    public func waitForTabScreen(timeout: TimeInterval = 1, sourceLocation: SourceLocation = #_sourceLocation) async {
        await wait(for: .tabScreen, timeout: timeout, sourceLocation: sourceLocation)
    }

    /// Waits until the topmost presented controller is of a type, and returns it.
    @discardableResult
    public func waitForPresented<Controller: UIViewController>(_ type: Controller.Type, timeout: TimeInterval = 1,
                                                                sourceLocation: SourceLocation = #_sourceLocation) async -> Controller? {
        await wait(for: .presented(Controller.self), timeout: timeout, sourceLocation: sourceLocation)
        return ScreenCondition.presentedController(Controller.self)
    }

    /// Waits until nothing presented is on screen over the key window's root.
    public func waitUntilNothingIsPresented(timeout: TimeInterval = 1, sourceLocation: SourceLocation = #_sourceLocation) async {
        await wait(for: .nothingPresented, timeout: timeout, sourceLocation: sourceLocation)
    }

    private func wait(for screenCondition: ScreenCondition, timeout: TimeInterval, sourceLocation: SourceLocation, _ condition: () -> Bool) async {
        if await MainQueuePolling.wait(until: condition, timeout: timeout) { return }
        Issue.record(Comment(rawValue: MainQueuePolling.timeoutMessage(waitingUntil: screenCondition.description, timeout: timeout)),
                     sourceLocation: sourceLocation)
    }
}
