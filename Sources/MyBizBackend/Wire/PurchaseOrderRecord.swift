import Foundation

/// A purchase order, as `GET api/purchases` lists it and `POST api/purchases` stores it.
struct PurchaseOrderRecord: Codable, Equatable {
    /// One line of an order.
    struct Item: Codable, Equatable {
        /// The ordered product's id.
        let productId: Int
        /// How many units.
        let quantity: Int
    }

    /// The server-assigned id.
    let id: Int
    /// The requester's note.
    let comment: String
    /// The ordered lines.
    let items: [Item]
    /// Whether it was sent for a manager's approval; absent (nil) for an ordinary order, and then left out of the JSON.
    var needsApproval: Bool? = nil
}
