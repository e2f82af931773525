@testable import MyBiz

/// MyBiz's API with nothing sent: it records the orders it is asked to submit, and loads nothing.
final class APISpy: API {
    private(set) var submittedOrders: [PurchaseOrder] = []

    init() {
        super.init(server: "http://mockserver/")
    }

    override func submitPO(po: PurchaseOrder) {
        submittedOrders.append(po)
    }

    override func getProducts() {}

    override func getPurchaseOrders() {}
}
