import HeadlessUIKit

/// The live router: pushes details on the screen's navigation controller and presents help modally.
final class Router: RouterProtocol {
    private weak var source: UIViewController?

    init(source: UIViewController) {
        self.source = source
    }

    func route(to action: RoutingAction) {
        switch action {
        case .showOrder(let id):
            source?.navigationController?.pushViewController(OrderDetailScreen(orderId: id), animated: true)
        case .showHelp:
            let help = UINavigationController(rootViewController: UIViewController())
            help.modalPresentationStyle = .formSheet
            source?.present(help, animated: true)
        }
    }
}
