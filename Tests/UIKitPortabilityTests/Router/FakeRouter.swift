/// Records the routing actions it is asked for, and goes nowhere.
final class FakeRouter: RouterProtocol {
    private(set) var actions: [RoutingAction] = []

    func route(to action: RoutingAction) {
        actions.append(action)
    }
}
