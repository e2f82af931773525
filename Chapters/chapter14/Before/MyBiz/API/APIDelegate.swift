/// Everything the API reports back of the company's data, to whichever tab is its delegate at the time; a login reports to its completion.
protocol APIDelegate: AnyObject {
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
