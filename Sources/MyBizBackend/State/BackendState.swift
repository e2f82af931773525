import Foundation

/// Everything the backend remembers between requests; a value so that reset is a fresh seed.
struct BackendState {
    /// Requests in arrival order, including those answered by a fault.
    var log: [RecordedRequest] = []
    /// Requests the app sent past the backend, towards the real network, in arrival order.
    var strayRequests: [StrayRequest] = []
    /// Faults in injection order, which decides which one wins.
    var injections: [FaultInjection] = []
    /// Tokens handed out by successful logins; only these open Bearer-protected routes.
    var issuedTokens: Set<String> = []
    /// Purchase orders in creation order, seeds first.
    var purchaseOrders: [PurchaseOrderRecord] = SeedData.purchaseOrders
    /// Calendar events, the seeds first, then those a test added (`MyBizBackend.addEvent`).
    var events: [EventRecord] = SeedData.events

    /// The id the next created purchase order gets: one past the highest so far.
    var nextPurchaseOrderID: Int {
        (purchaseOrders.map(\.id).max() ?? 0) + 1
    }
}
