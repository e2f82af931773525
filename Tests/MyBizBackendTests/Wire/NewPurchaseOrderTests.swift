@testable import MyBizBackend
import XCTest

final class NewPurchaseOrderTests: XCTestCase {
    func test_stored_givenID_keepsCommentAndItemsUnderThatID() throws {
        let sut = try JSONDecoder().decode(NewPurchaseOrder.self, from: Data(#"{"id": 5, "comment": "Kit", "items": [{"productId": 1, "quantity": 2}]}"#.utf8))

        let stored = sut.stored(as: 9)

        XCTAssertEqual(stored, PurchaseOrderRecord(id: 9, comment: "Kit", items: [PurchaseOrderRecord.Item(productId: 1, quantity: 2)]))
    }

    func test_decode_withoutID_succeeds() {
        let body = Data(#"{"comment": "Kit", "items": []}"#.utf8)

        let decoded = try? JSONDecoder().decode(NewPurchaseOrder.self, from: body)

        XCTAssertEqual(decoded?.comment, "Kit")
    }
}
