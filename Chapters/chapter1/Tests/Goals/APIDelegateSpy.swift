#if BEFORE
@testable import Chapter1Before
#else
@testable import Chapter1After
#endif

/// Records what an API reports; the fat APIDelegate makes it implement every callback.
final class APIDelegateSpy: APIDelegate {
    private(set) var succeededUserIds: [String] = []
    private(set) var failures: [Error] = []

    func loginFailed(error: Error) { failures.append(error) }
    func loginSucceeded(userId: String) { succeededUserIds.append(userId) }
    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func orgChartFailed(error: Error) {}
    func orgChartLoaded(employees: [Employee]) {}
    func eventsFailed(error: Error) {}
    func eventsLoaded(events: [Event]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func purchasesFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func purchaseOrderFailed(error: Error) {}
    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
