import HeadlessUIKit
import XCTest

/// Legacy code's everyday UIKit API: the screen's bounds, split views, popovers, current-context presentation and alert text fields.
final class AdaptivityPortabilityTests: PortabilityTestCase {
    func test_screenBounds_areAPhonesInPoints() {
        let bounds = UIScreen.main.bounds

        XCTAssertEqual(bounds.origin, .zero)
        XCTAssertGreaterThan(bounds.width, 0)
        XCTAssertGreaterThan(bounds.height, bounds.width, "a phone in portrait")
    }

    func test_showDetailViewController_inACollapsedSplitView_pushesOnThePrimaryNavigation() {
        let list = UIViewController()
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [primary]
        putInWindow(split)
        let detail = UIViewController()

        list.showDetailViewController(detail, sender: nil)

        XCTAssertTrue(split.isCollapsed, "a phone-sized split view is collapsed")
        XCTAssertEqual(primary.viewControllers, [list, detail])
    }

    func test_actionSheet_withPopoverSource_isPresented() {
        let sut = UIViewController()
        putInWindow(sut)
        let sheet = UIAlertController(title: nil, message: "Share", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))

        sheet.popoverPresentationController?.sourceView = sut.view
        sheet.popoverPresentationController?.sourceRect = sut.view.bounds
        sut.present(sheet, animated: true)

        XCTAssertTrue(sut.presentedViewController === sheet)
    }

    func test_overCurrentContext_inAContextDefiningChild_isPresentedByThatChild() {
        let child = UIViewController()
        child.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: child)
        putInWindow(navigation)
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext

        child.present(overlay, animated: false)

        XCTAssertTrue(overlay.presentingViewController === child)
    }

    func test_alertTextFields_areConfiguredAndReadBack() {
        let sut = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)

        sut.addTextField { field in
            field.placeholder = "Name"
            field.text = "Draft"
        }

        XCTAssertEqual(sut.textFields?.count, 1)
        XCTAssertEqual(sut.textFields?.first?.placeholder, "Name")
        XCTAssertEqual(sut.textFields?.first?.text, "Draft")
    }
}
