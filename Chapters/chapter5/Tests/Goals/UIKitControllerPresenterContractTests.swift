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
    func test_presentDefault_fromAScreenInANavigationController_presentsModallyInsteadOfPushing() {
        launchMyBiz()
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        UIApplication.shared.keyWindow?.rootViewController = navigation
        let controller = UIViewController()
        let sut = UIKitControllerPresenter()

        sut.present(default: controller, from: screen)
        waitUntil("the controller is on screen") { controller.viewIfLoaded?.window != nil }

        XCTAssertTrue(navigation.topViewController === screen, "present(default:from:) pushed the controller; an alert must be presented modally")
        XCTAssertTrue(controller.presentingViewController === navigation, "the controller should be presented by the navigation controller that covers the screen")
        XCTAssertTrue(controller.viewIfLoaded?.window === screen.view.window, "the controller's view should be in the screen's window")
    }
}
