/// Everything the API reports back, to whichever screen is its delegate at the time.
protocol APIDelegate: AnyObject {
    func loginFailed(error: Error)
    func loginSucceeded(userId: String)
    func announcementsFailed(error: Error)
    func announcementsLoaded(announcements: [Announcement])
    func orgChartFailed(error: Error)
    func orgChartLoaded(employees: [Employee])
    func eventsFailed(error: Error)
    func eventsLoaded(events: [Event])
    func productsFailed(error: Error)
    func productsLoaded(products: [Product])
    func purchasesFailed(error: Error)
    func purchasesLoaded(purchases: [PurchaseOrder])
    func purchaseOrderFailed(error: Error)
    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder)
    func userFailed(error: Error)
    func userLoaded(user: UserInfo)
}
