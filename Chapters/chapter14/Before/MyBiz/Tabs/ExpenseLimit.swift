/// The company's expense limit, peeled away from the purchases screen: what an order costs at the catalogue's prices, and whether that is more than the limit, so that the order needs a manager's approval.
struct ExpenseLimit {
    /// The most an order may cost without a manager's approval (the configuration's `rules.maxPOExpense`).
    let maxPOExpense: Double

    /// What an order costs at the catalogue's prices: each line's quantity times its product's cost; a product the catalogue does not list costs nothing.
    func total(of purchaseOrder: PurchaseOrder, products: [Product]) -> Double {
        purchaseOrder.items.reduce(0.0) { sum, item in
            sum + Double(item.quantity) * (products.first { $0.id == item.productId }?.cost ?? 0)
        }
    }

    /// Whether an order costs more than the limit, and so goes to a manager for approval.
    func needsApproval(_ purchaseOrder: PurchaseOrder, products: [Product]) -> Bool {
        total(of: purchaseOrder, products: products) > maxPOExpense
    }
}
