import HeadlessUIKit

/// Makes the screens of the checkout flow.
protocol CheckoutFlowFactory {
    func makeCartScreen() -> UIViewController
    func makeAddressScreen() -> UIViewController
    func makePaymentScreen() -> UIViewController
}

/// The live factory: plain screens with titles.
struct TitledCheckoutFlowFactory: CheckoutFlowFactory {
    func makeCartScreen() -> UIViewController { titled("Cart") }
    func makeAddressScreen() -> UIViewController { titled("Address") }
    func makePaymentScreen() -> UIViewController { titled("Payment") }

    private func titled(_ title: String) -> UIViewController {
        let screen = UIViewController(nibName: nil, bundle: nil)
        screen.title = title
        return screen
    }
}
