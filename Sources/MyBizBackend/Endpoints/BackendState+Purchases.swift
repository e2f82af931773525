import Foundation

extension BackendState {
    /// `POST api/purchases`: stores the posted order under a new id and answers 201 with it.
    mutating func createPurchaseOrder(from body: Data?) -> BackendResponse {
        guard let body = body, let order = try? JSONDecoder().decode(NewPurchaseOrder.self, from: body) else {
            return .error(status: 400)
        }
        let stored = order.stored(as: nextPurchaseOrderID)
        purchaseOrders.append(stored)
        return .json(stored, status: 201)
    }
}
