import HeadlessUIKit
import XCTest

/// Appearance callbacks: UIKit's order, once each, forwarded to the children whose views are visible (rule 6).
final class UIViewControllerAppearanceTests: XCTestCase {
    func test_root_ofALaunchedApp_appearsOnceInUIKitOrder() {
        let sut = SpyViewController()

        launchApp(root: sut)
        runMainQueue(turns: 3)

        XCTAssertEqual(sut.calls, ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
    }

    func test_rootNavigationController_ofALaunchedApp_forwardsAppearanceToItsTopOnly() {
        let bottom = SpyViewController()
        let sut = SpyViewController()
        let navigation = UINavigationController(rootViewController: bottom)
        navigation.pushViewController(sut, animated: false)

        launchApp(root: navigation)
        runMainQueue()

        XCTAssertEqual(sut.calls.filter { $0.hasPrefix("view") && $0 != "viewDidLoad" }, ["viewWillAppear", "viewDidAppear"])
        XCTAssertFalse(bottom.calls.contains("viewWillAppear"))
    }

    func test_windowIsHidden_setToTrue_rootDisappears() {
        let sut = SpyViewController()
        let window = launchApp(root: sut)
        runMainQueue()

        window.isHidden = true

        XCTAssertEqual(sut.calls.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
    }
}
