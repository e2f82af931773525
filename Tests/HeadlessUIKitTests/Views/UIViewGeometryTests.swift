import HeadlessUIKit
import XCTest

/// A view's bounds and centre, derived from its frame as in UIKit.
final class UIViewGeometryTests: XCTestCase {
    func test_bounds_isTheFramesSizeAtTheOrigin() {
        let sut = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        XCTAssertEqual(sut.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func test_settingBounds_resizesTheFrameAroundItsCentre() {
        let sut = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        sut.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)

        XCTAssertEqual(sut.frame, CGRect(x: 40, y: 40, width: 40, height: 10))
    }

    func test_center_isTheFramesMidpoint() {
        let sut = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        XCTAssertEqual(sut.center, CGPoint(x: 60, y: 45))
    }

    func test_settingCenter_movesTheFrameKeepingItsSize() {
        let sut = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        sut.center = .zero

        XCTAssertEqual(sut.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    func test_windowBounds_areTheScreens() {
        let sut = UIWindow(frame: UIScreen.main.bounds)

        XCTAssertEqual(sut.bounds, UIScreen.main.bounds)
    }
}
