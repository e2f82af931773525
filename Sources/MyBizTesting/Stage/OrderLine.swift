/// One line of an order a suite submits: a product of the catalogue, by its id, and how many.
public struct OrderLine: Equatable {
    /// The product's id in `GET api/products`.
    public let productId: Int
    /// How many units.
    public let quantity: Int

    public init(productId: Int, quantity: Int) {
        self.productId = productId
        self.quantity = quantity
    }
}
