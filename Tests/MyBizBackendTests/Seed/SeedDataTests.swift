@testable import MyBizBackend
import XCTest

final class SeedDataTests: XCTestCase {
    func test_ids_acrossEveryKind_areDistinct() {
        let ids = [SeedData.user.id] + SeedData.announcements.map(\.id) + SeedData.employees.map(\.id) + SeedData.events.map(\.id)
            + SeedData.expenses.map(\.id)

        let distinct = Set(ids)

        XCTAssertEqual(distinct.count, ids.count)
    }

    func test_purchaseOrders_referToSeedProducts() {
        let productIDs = Set(SeedData.products.map(\.id))

        let referenced = SeedData.purchaseOrders.flatMap(\.items).map(\.productId)

        XCTAssertFalse(referenced.isEmpty)
        XCTAssertTrue(Set(referenced).isSubset(of: productIDs))
    }
}
