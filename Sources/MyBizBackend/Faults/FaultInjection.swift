import Foundation

/// A fault together with the route it is limited to.
struct FaultInjection: Equatable {
    /// How to misbehave.
    let fault: Fault
    /// The only route affected, or `nil` for every request.
    let route: Route?

    /// Whether this injection affects a request that matched `route` (`nil` for an unknown route).
    func applies(to route: Route?) -> Bool {
        self.route == nil || self.route == route
    }
}
