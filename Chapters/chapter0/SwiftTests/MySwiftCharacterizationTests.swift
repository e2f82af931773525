import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizSwiftTesting
import MyBizTesting
import Testing

/// Your characterization tests of stage-0 MyBiz in Swift Testing, if you write tests with @Test and #expect at work.
///
/// The same exercise as Chapters/chapter0/Tests (XCTest), in the other idiom:
/// write your tests in either folder, or both (never XCTest in this one: a
/// test target holds one framework). `./Scripts/grade` runs both, on the real
/// app first, then against each change.
///
/// The toolbox is the XCTest one (see Tests/MyCharacterizationTests.swift),
/// inherited from `MyBizSuite` instead of `MyBizTestCase`, with two
/// differences: the suite takes the `.myBiz` trait (the backend at its seed
/// state, one test at a time, nothing left running after each), and the
/// waits are `async`: `await waitForTabScreen()`,
/// `await waitForPresented(UIViewController.self)`,
/// `await waitUntilNothingIsPresented()`, `await waitUntil("what") { condition }`.
/// A wait that times out records an issue saying what covers the screen.
/// Assert with `#expect(…)`; `try #require(…)` stops the test when it fails.
/// Read what needs `try` or `await` into a `let` first, then expect it:
/// `#expect(content == …)` shows the value it got and a diff when it fails,
/// where `#expect(try screen().visibleContent == …)` shows neither (Swift
/// Testing takes apart no expression with `try` or `await` in it).
/// `verifyAllCombinations` (see the XCTest file) works here too, as the suite's own.
@Suite(.myBiz)
struct MySwiftCharacterizationTests: MyBizSuite {
    // Worked example: a wrong password, pinned as the user and the server see it.
    @Test func signIn_withWrongPassword_showsLoginFailedAndSendsWhatWasTyped() async throws {
        launchMyBiz()
        try screen().type("Wrong1", into: "Password")

        try screen().tap("Sign In")
        await waitForPresented(UIViewController.self)

        let content = try screen().visibleContent
        #expect(content == ["Login Failed", "Unauthorized", "[OK]", "[Try Again]"])
        #expect(loginRequests.count == 1)
        #expect(loginRequests.first?.method == "POST")
        #expect(loginRequests.first?.authorization == .basic(username: "agent@shield.org", password: "Wrong1"))
    }

    // Your tests go here.
}
