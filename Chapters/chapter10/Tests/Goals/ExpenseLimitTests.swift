import XCTest
@testable import MyBiz

/// The rule peeled away from the purchases screen, tested alone: no screen, no app, no configuration; the limit is whatever the test says.
final class ExpenseLimitTests: XCTestCase {
    private let catalogue = [
        Product(id: 1, name: "Sticky notes", cost: 2.5, manufacturer: "Stark Industries"),
        Product(id: 2, name: "Grappling hook", cost: 150, manufacturer: "Stark Industries"),
    ]

    private func order(_ lines: [(productId: Int, quantity: Int)]) -> PurchaseOrder {
        PurchaseOrder(id: 0, comment: "Test order", items: lines.map { PurchaseOrder.Item(productId: $0.productId, quantity: $0.quantity) })
    }

    func test_total_addsUpEachLineAtQuantityTimesTheCataloguesCost() {
        let sut = ExpenseLimit(maxPOExpense: 500)

        let total = sut.total(of: order([(1, 4), (2, 2)]), products: catalogue)

        XCTAssertEqual(total, 310, accuracy: 0.001, "4 × 2.50 + 2 × 150")
    }

    func test_total_ofAProductTheCatalogueDoesNotList_isNothing() {
        let sut = ExpenseLimit(maxPOExpense: 500)

        let total = sut.total(of: order([(99, 1_000), (1, 2)]), products: catalogue)

        XCTAssertEqual(total, 5, accuracy: 0.001, "only the sticky notes cost something")
    }

    func test_needsApproval_overTheLimit_isTrue() {
        let sut = ExpenseLimit(maxPOExpense: 300)

        let needsApproval = sut.needsApproval(order([(2, 2), (1, 1)]), products: catalogue)

        XCTAssertTrue(needsApproval, "302.50 is over a limit of 300")
    }

    func test_needsApproval_exactlyAtTheLimit_isFalse() {
        let sut = ExpenseLimit(maxPOExpense: 300)

        let needsApproval = sut.needsApproval(order([(2, 2)]), products: catalogue)

        XCTAssertFalse(needsApproval, "an order of exactly the limit goes through, as it always has")
    }

    func test_needsApproval_underTheLimit_isFalse() {
        let sut = ExpenseLimit(maxPOExpense: 300)

        let needsApproval = sut.needsApproval(order([(1, 10)]), products: catalogue)

        XCTAssertFalse(needsApproval)
    }
}
