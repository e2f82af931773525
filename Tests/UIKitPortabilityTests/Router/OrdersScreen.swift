import HeadlessUIKit

/// Lists orders; where a tap leads is its router's decision.
final class OrdersScreen: UIViewController {
    var router: RouterProtocol?

    func didSelectOrder(id: Int) {
        router?.route(to: .showOrder(id: id))
    }

    func didTapHelp() {
        router?.route(to: .showHelp)
    }
}
