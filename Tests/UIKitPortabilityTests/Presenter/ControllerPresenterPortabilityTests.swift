import HeadlessUIKit
import XCTest

/// A screen that presents through an injected presenter: tested with a spy, and with UIKit's presentation on screen.
final class ControllerPresenterPortabilityTests: PortabilityTestCase {
    func test_warn_withASpy_asksToPresentAnAlertFromTheScreen() {
        let presenter = ControllerPresenterSpy()
        let sut = WarningScreen(presenter: presenter)

        sut.warn("Disk full")

        XCTAssertEqual(presenter.presentations.count, 1, "presentations asked for")
        let alert = presenter.presentations.first?.controller as? UIAlertController
        XCTAssertEqual(alert?.message, "Disk full")
        XCTAssertEqual(alert?.actions.map(\.title), ["OK"])
        XCTAssertTrue(presenter.presentations.first?.presenter === sut, "presented from the screen itself")
    }

    func test_warn_withTheSpy_presentsNothingForReal() {
        let sut = WarningScreen(presenter: ControllerPresenterSpy())
        putInWindow(sut)

        sut.warn("Disk full")

        XCTAssertNil(sut.presentedViewController, "the cost of the seam: the screen cannot trust presentedViewController in a test with a spy")
    }

    func test_warn_onScreen_isPresentedWhenPresentReturns() {
        let sut = WarningScreen()
        putInWindow(sut)

        sut.warn("Disk full")

        // UIKit links presenter and presented before present(_:animated:completion:) returns.
        let alert = sut.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.message, "Disk full")
        XCTAssertTrue(alert?.presentingViewController === sut)
    }

    func test_warn_onScreen_callsTheCompletionOnlyOnceTheTransitionEnds() {
        let sut = WarningScreen()
        putInWindow(sut)
        var completed = false
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)

        UIKitControllerPresenter().present(alert, from: sut, animated: true) { completed = true }

        XCTAssertFalse(completed, "UIKit calls the completion after the transition, never inside present")
        waitUntil("the presentation completed") { completed }
    }
}
