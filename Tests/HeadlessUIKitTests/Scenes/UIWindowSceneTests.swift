import HeadlessUIKit
import XCTest

final class UIWindowSceneTests: XCTestCase {
    func test_windows_ofASceneWithTwo_areInCreationOrder() throws {
        let first = launchApp(root: UIViewController())
        let sut = try XCTUnwrap(first.windowScene)

        let second = UIWindow(windowScene: sut)

        XCTAssertEqual(sut.windows.count, 2)
        XCTAssertTrue(sut.windows.first === first)
        XCTAssertTrue(sut.windows.last === second)
    }

    func test_keyWindow_afterMakeKey_isThatWindow() throws {
        let first = launchApp(root: UIViewController())
        let sut = try XCTUnwrap(first.windowScene)
        let second = UIWindow(windowScene: sut)

        second.makeKey()

        XCTAssertTrue(sut.keyWindow === second)
        XCTAssertTrue(UIApplication.shared.keyWindow === second)
    }

    func test_delegate_ofTheLaunchedScene_isTheSceneDelegate() throws {
        launchApp(root: UIViewController())

        let sut = try XCTUnwrap(UIApplication.shared.connectedScenes.first)

        XCTAssertTrue(sut.delegate is SpySceneDelegate)
    }
}
