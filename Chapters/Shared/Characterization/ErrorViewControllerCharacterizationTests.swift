import HeadlessUIKit
import MyBizTesting
import XCTest

/// Pins the error screen's buttons and texts for each kind of alert, as the Main storyboard builds it.
final class ErrorViewControllerCharacterizationTests: MyBizTestCase {
    private func makeErrorScreen(for alert: AlertKind) -> UIViewController {
        launchMyBiz()
        return StageUnderTest.makeErrorScreen(for: alert, title: "Title", subtitle: "Subtitle")
    }

    /// The titles of the buttons in the screen's view hierarchy, in order (a button removed from its superview is gone).
    private func buttonTitles(of sut: UIViewController) -> [String?] {
        descendants(of: sut.view).compactMap { $0 as? UIButton }.map(\.currentTitle)
    }

    private func labelTexts(of sut: UIViewController) -> [String?] {
        descendants(of: sut.view).compactMap { $0 as? UILabel }.map(\.text)
    }

    private func descendants(of view: UIView) -> [UIView] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    func test_viewDidLoad_forLoginAlert_offersOKAndTryAgain() {
        let sut = makeErrorScreen(for: .login)

        sut.loadViewIfNeeded()

        XCTAssertEqual(buttonTitles(of: sut), ["OK", "Try Again"])
    }

    func test_viewDidLoad_forGeneralAlert_offersOnlyOK() {
        let sut = makeErrorScreen(for: .general)

        sut.loadViewIfNeeded()

        XCTAssertEqual(buttonTitles(of: sut), ["OK"], "the buttons of an alert without a second action")
    }

    func test_viewWillAppear_showsTitleAndSubtitle() {
        let sut = makeErrorScreen(for: .general)
        sut.loadViewIfNeeded()

        sut.viewWillAppear(false)

        XCTAssertEqual(labelTexts(of: sut), ["Title", "Subtitle"])
    }
}
