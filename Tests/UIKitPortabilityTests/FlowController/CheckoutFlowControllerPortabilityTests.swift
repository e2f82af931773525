import HeadlessUIKit
import XCTest

/// A flow controller over a `NavigationController` protocol: its order tested with a mock, then on a real navigation controller on screen.
final class CheckoutFlowControllerPortabilityTests: PortabilityTestCase {
    func test_checkout_withAMock_setsTheCartThenPushesAddressAndPayment() {
        let navigation = NavigationControllerMock()
        let sut = CheckoutFlowController(navigation: navigation, factory: TitledCheckoutFlowFactory())

        sut.start()
        sut.cartConfirmed()
        sut.addressConfirmed()
        sut.editCart()

        XCTAssertEqual(navigation.calls, [
            .setViewControllers(titles: ["Cart"]),
            .push(title: "Address"),
            .push(title: "Payment"),
            .popTo(title: "Cart"),
        ])
    }

    func test_checkout_onScreen_stacksTheScreensInOrder() {
        let (sut, navigation) = makeFlowOnScreen()

        sut.start()
        sut.cartConfirmed()
        sut.addressConfirmed()

        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Cart", "Address", "Payment"])
    }

    func test_editCart_onScreen_popsBackToTheCart() {
        let (sut, navigation) = makeFlowOnScreen()
        sut.start()
        sut.cartConfirmed()
        sut.addressConfirmed()

        sut.editCart()

        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Cart"])
    }

    func test_popToViewController_onScreen_returnsWhatItPopped() {
        let cart = UIViewController()
        let navigation = UINavigationController(rootViewController: cart)
        putInWindow(navigation)
        let address = UIViewController()
        navigation.pushViewController(address, animated: false)

        let popped = navigation.popToViewController(cart, animated: true)

        XCTAssertEqual(popped, [address])
        XCTAssertEqual(navigation.viewControllers, [cart], "controllers compare as NSObjects, by identity")
    }

    /// A flow over a real navigation controller, on screen.
    private func makeFlowOnScreen() -> (CheckoutFlowController, UINavigationController) {
        let navigation = UINavigationController()
        putInWindow(navigation)
        return (CheckoutFlowController(navigation: navigation, factory: TitledCheckoutFlowFactory()), navigation)
    }
}
