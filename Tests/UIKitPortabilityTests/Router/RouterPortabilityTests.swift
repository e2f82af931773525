import HeadlessUIKit
import XCTest

/// A screen that routes through a router protocol: its decisions tested with a fake, the live router on screen.
final class RouterPortabilityTests: PortabilityTestCase {
    func test_didSelectOrder_withAFakeRouter_asksToShowThatOrder() {
        let router = FakeRouter()
        let sut = OrdersScreen()
        sut.router = router

        sut.didSelectOrder(id: 42)
        sut.didTapHelp()

        XCTAssertEqual(router.actions, [.showOrder(id: 42), .showHelp])
    }

    func test_route_showOrder_pushesTheOrderOnTheNavigationStack() {
        let orders = OrdersScreen()
        let navigation = UINavigationController(rootViewController: orders)
        putInWindow(navigation)
        let sut = Router(source: orders)

        sut.route(to: .showOrder(id: 42))

        // A push changes the stack at once; the transition finishes later.
        XCTAssertEqual(navigation.viewControllers.count, 2, "controllers on the stack")
        XCTAssertEqual((navigation.topViewController as? OrderDetailScreen)?.orderId, 42)
        XCTAssertEqual(navigation.topViewController?.title, "Order 42")
    }

    func test_route_showHelp_presentsANavigationControllerAsAFormSheet() {
        let orders = OrdersScreen()
        let navigation = UINavigationController(rootViewController: orders)
        putInWindow(navigation)
        let sut = Router(source: orders)

        sut.route(to: .showHelp)

        // A child presents through its navigation controller, the controller that defines the context.
        let presented = navigation.presentedViewController
        XCTAssertTrue(presented is UINavigationController)
        XCTAssertEqual(presented?.modalPresentationStyle, .formSheet)
        XCTAssertTrue(orders.presentedViewController === presented, "a child's presentedViewController is what its ancestor presents")
    }
}
