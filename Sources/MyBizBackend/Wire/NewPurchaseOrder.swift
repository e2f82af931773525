import Foundation

/// The body of `POST api/purchases`: a purchase order whose `id`, if any, the server ignores.
struct NewPurchaseOrder: Decodable, Equatable {
    /// The requester's note.
    let comment: String
    /// The ordered lines.
    let items: [PurchaseOrderRecord.Item]
    /// Whether the requester sent the order for a manager's approval; absent for an ordinary order.
    let needsApproval: Bool?

    /// The order as stored under the id the server assigned.
    func stored(as id: Int) -> PurchaseOrderRecord {
        PurchaseOrderRecord(id: id, comment: comment, items: items, needsApproval: needsApproval)
    }
}
