import HeadlessUIKit

/// Decides the order of the checkout screens; builds them with its factory and shows them on its navigation controller.
final class CheckoutFlowController {
    private let navigation: NavigationController
    private let factory: CheckoutFlowFactory
    private var cart: UIViewController?

    init(navigation: NavigationController, factory: CheckoutFlowFactory) {
        self.navigation = navigation
        self.factory = factory
    }

    func start() {
        let cart = factory.makeCartScreen()
        self.cart = cart
        navigation.setViewControllers([cart], animated: false)
    }

    func cartConfirmed() {
        navigation.pushViewController(factory.makeAddressScreen(), animated: true)
    }

    func addressConfirmed() {
        navigation.pushViewController(factory.makePaymentScreen(), animated: true)
    }

    func editCart() {
        guard let cart else { return }
        navigation.popToViewController(cart, animated: true)
    }
}
