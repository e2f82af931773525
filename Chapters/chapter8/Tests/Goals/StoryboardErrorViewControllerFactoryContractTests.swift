import HeadlessUIKit
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// The app's own alert factory keeps its promise: a fresh alert from the Main storyboard's error scene, with its buttons.
final class StoryboardErrorViewControllerFactoryContractTests: MyBizTestCase {
    func test_makeErrorViewController_makesTheStoryboardsAlert() {
        launchMyBiz()
        let sut = StoryboardErrorViewControllerFactory()

        let alert = sut.makeErrorViewController()
        alert.loadViewIfNeeded()

        XCTAssertNotNil(alert.storyboard, "the alert did not come from the Main storyboard")
        XCTAssertEqual(alert.okButton?.title(for: .normal), "OK", "the alert's view was not built by the storyboard's error scene")
    }

    func test_makeErrorViewController_makesAFreshAlertEachTime() {
        launchMyBiz()
        let sut = StoryboardErrorViewControllerFactory()

        let first = sut.makeErrorViewController()
        let second = sut.makeErrorViewController()

        XCTAssertFalse(first === second, "each alert shown must be a fresh one")
    }
}
