import HeadlessUIKit
import XCTest

/// What happens in a dismissal's completion, tested through an injected factory and a subclass that overrides `dismiss`, and on screen.
final class DismissCompletionPortabilityTests: PortabilityTestCase {
    func test_confirm_withADismissOverridingSubclass_deletesInTheCompletion() {
        let confirmation = ImmediateDismissConfirmationScreen()
        let sut = DeleteScreen(makeConfirmation: { confirmation })
        sut.deleteTapped()

        confirmation.confirm()

        XCTAssertEqual(confirmation.dismissals, [true], "dismissals asked for (animated)")
        XCTAssertTrue(sut.deleted)
    }

    func test_confirm_onScreen_deletesOnlyOnceTheConfirmationIsGone() {
        let sut = DeleteScreen()
        putInWindow(sut)
        sut.deleteTapped()
        waitUntil("the confirmation is on screen") { sut.presentedViewController?.isBeingPresented == false }
        let confirmation = sut.presentedViewController as? ConfirmationScreen

        confirmation?.confirm()

        XCTAssertFalse(sut.deleted, "UIKit runs a dismissal's completion after the transition, never inside dismiss")
        XCTAssertTrue(confirmation?.isBeingDismissed == true)
        waitUntil("the document is deleted") { sut.deleted }
        XCTAssertNil(sut.presentedViewController)
    }
}
