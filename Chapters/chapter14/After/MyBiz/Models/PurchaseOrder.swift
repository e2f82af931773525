/// An order for products, with a comment for the approver.
struct PurchaseOrder: Codable {
    struct Item: Codable {
        let productId: Int
        let quantity: Int
    }

    var id: Int
    var comment: String
    var items: [Item]
    /// True for an order sent to a manager for approval; absent (nil) for an ordinary one.
    var needsApproval: Bool?
}
