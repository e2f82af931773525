/// Takes a screen where its routing action says.
protocol RouterProtocol: AnyObject {
    func route(to action: RoutingAction)
}
