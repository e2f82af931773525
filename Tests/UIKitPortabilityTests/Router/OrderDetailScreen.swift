import HeadlessUIKit

/// Shows one order.
final class OrderDetailScreen: UIViewController {
    let orderId: Int

    init(orderId: Int) {
        self.orderId = orderId
        super.init(nibName: nil, bundle: nil)
        title = "Order \(orderId)"
    }

    required init?(coder: NSCoder) {
        fatalError("OrderDetailScreen is made in code")
    }
}
