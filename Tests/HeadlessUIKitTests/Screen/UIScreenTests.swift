import HeadlessUIKit
import XCTest

/// `UIScreen.main`: one phone-sized screen.
final class UIScreenTests: XCTestCase {
    func test_mainBounds_isAPhoneInPortraitInPoints() {
        let bounds = UIScreen.main.bounds

        XCTAssertEqual(bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    func test_nativeBounds_isTheBoundsInPixels() {
        let sut = UIScreen.main

        XCTAssertEqual(sut.nativeBounds.width, sut.bounds.width * sut.scale)
    }

    func test_window_madeForAScene_fillsTheScreen() {
        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(root: { UIViewController() }), mainStoryboard: nil)

        let window = UIApplication.shared.keyWindow

        XCTAssertEqual(window?.frame, UIScreen.main.bounds)
        XCTAssertTrue(window?.windowScene?.screen === UIScreen.main)
    }
}
