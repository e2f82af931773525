import HeadlessUIKit
import XCTest
#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// Every screen's `showAlert` takes its alert from the factory it is given, as the tabs' failures do, with no storyboard and no window.
final class ShowAlertGoalTests: XCTestCase {
    func test_showAlert_presentsTheFactorysAlertFromTheScreen() {
        let alert = ErrorViewControllerDismissSpy(logger: LogManagerSpy())
        let factory = ErrorViewControllerFactoryStub(alert: alert)
        let presenter = FakeControllerPresenter()
        let sut = UIViewController()

        sut.showAlert(title: "Could not load announcements", subtitle: "Unauthorized", presenter: presenter, factory: factory)

        XCTAssertEqual(factory.makeCalls, 1, "showAlert did not ask its factory for the alert, once")
        XCTAssertTrue(presenter.presentDefaultCalls.first?.presented === alert, "showAlert did not present the alert its factory made")
        XCTAssertTrue(presenter.presentDefaultCalls.first?.from === sut, "showAlert did not present from the screen that shows the alert")
        XCTAssertEqual(alert.alertTitle, "Could not load announcements")
        XCTAssertEqual(alert.subtitle, "Unauthorized")
        XCTAssertNil(alert.secondaryAction)
        XCTAssertEqual(alert.modalPresentationStyle, .overFullScreen, "the alert must cover the screen and let it show through, as before")
    }
}
