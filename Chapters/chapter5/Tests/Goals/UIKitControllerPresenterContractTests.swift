import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter5Before
#else
@testable import Chapter5After
#endif

/// The live presenter does what the fake stands in for: UIKit presents, with a real transition in a key window. The one slow test, on purpose.
final class UIKitControllerPresenterContractTests: MyBizTestCase {
    func test_presentDefault_presentsTheControllerOverTheScreen() {
        launchMyBiz()
        let screen = UIApplication.appDelegate.rootController!
        let controller = UIViewController()
        let sut = UIKitControllerPresenter()

        sut.present(default: controller, from: screen)
        waitUntil("the controller is presented") { screen.presentedViewController === controller }

        XCTAssertTrue(controller.presentingViewController === screen)
        XCTAssertTrue(controller.viewIfLoaded?.window === screen.view.window)
    }
}
