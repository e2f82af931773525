import HeadlessUIKit
import XCTest

/// `UIView`: the hierarchy, the window a view is in, and the visual properties it stores.
final class UIViewTests: XCTestCase {
    func test_addSubview_ofTwoViews_makesTheLastTheTopmost() {
        let sut = UIView()
        let back = UIView()
        let front = UIView()

        sut.addSubview(back)
        sut.addSubview(front)

        XCTAssertEqual(sut.subviews.count, 2)
        XCTAssertTrue(sut.subviews.last === front)
        XCTAssertTrue(front.superview === sut)
    }

    func test_addSubview_ofAViewWithAnotherSuperview_movesIt() {
        let former = UIView()
        let sut = UIView()
        let child = UIView()
        former.addSubview(child)

        sut.addSubview(child)

        XCTAssertTrue(former.subviews.isEmpty)
        XCTAssertTrue(child.superview === sut)
    }

    func test_removeFromSuperview_ofASubview_detachesIt() {
        let parent = UIView()
        let sut = UIView()
        parent.addSubview(sut)

        sut.removeFromSuperview()

        XCTAssertNil(sut.superview)
        XCTAssertTrue(parent.subviews.isEmpty)
    }

    func test_window_ofAViewOutsideAnyWindow_isNil() {
        let parent = UIView()
        let sut = UIView()
        parent.addSubview(sut)

        let window = sut.window

        XCTAssertNil(window)
    }

    func test_window_ofAViewDeepInAWindow_isThatWindow() {
        let window = UIWindow()
        let container = UIView()
        let sut = UILabel()
        window.addSubview(container)
        container.addSubview(sut)

        let found = sut.window

        XCTAssertTrue(found === window)
    }

    func test_isHiddenInHierarchy_whenAnAncestorIsHidden_isTrue() {
        let ancestor = UIView()
        let sut = UIView()
        ancestor.addSubview(sut)

        ancestor.isHidden = true

        XCTAssertFalse(sut.isHidden)
        XCTAssertTrue(sut.isHiddenInHierarchy)
    }

    func test_isHiddenInHierarchy_whenFullyTransparent_isTrue() {
        let sut = UIView()

        sut.alpha = 0

        XCTAssertTrue(sut.isHiddenInHierarchy)
    }

    func test_layer_whenStyled_keepsCornerRadiusAndBorder() {
        let sut = UIView()

        sut.layer.cornerRadius = 8
        sut.layer.borderWidth = 1
        sut.layer.borderColor = UIColor.systemBlue.cgColor

        XCTAssertEqual(sut.layer.cornerRadius, 8)
        XCTAssertEqual(sut.layer.borderWidth, 1)
        XCTAssertEqual(sut.layer.borderColor, UIColor.systemBlue.cgColor)
    }

    func test_viewWithTag_ofADeepDescendant_findsIt() {
        let sut = UIView()
        let container = UIView()
        let tagged = UIView()
        tagged.tag = 42
        sut.addSubview(container)
        container.addSubview(tagged)

        let found = sut.viewWithTag(42)

        XCTAssertTrue(found === tagged)
    }

    func test_bringSubviewToFront_ofABackSubview_makesItTheLast() {
        let sut = UIView()
        let back = UIView()
        sut.addSubview(back)
        sut.addSubview(UIView())

        sut.bringSubviewToFront(back)

        XCTAssertTrue(sut.subviews.last === back)
    }

    func test_isDescendant_ofAnAncestor_isTrue() {
        let ancestor = UIView()
        let sut = UIView()
        let middle = UIView()
        ancestor.addSubview(middle)
        middle.addSubview(sut)

        let descends = sut.isDescendant(of: ancestor)

        XCTAssertTrue(descends)
        XCTAssertFalse(ancestor.isDescendant(of: sut))
    }
}
