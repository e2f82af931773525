import MyBizBackend
import XCTest

final class BackendStatePurchasesTests: BackendTestCase {
    private let newOrder = Data(#"{"id": 99, "comment": "Field kit", "items": [{"productId": 2, "quantity": 3}]}"#.utf8)

    func test_purchases_get_listsTheSeedOrder() {
        let token = logIn()

        let exchange = send("GET", "api/purchases", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
        let order = exchange.objects?.first
        XCTAssertEqual(exchange.objects?.count, 1)
        XCTAssertEqual(order.map { Set($0.keys) }, ["id", "comment", "items"])
        XCTAssertEqual(order?["id"] as? Int, 1)
        XCTAssertEqual(order?["comment"] as? String, "Restock the supply closet")
        let items = order?["items"] as? [[String: Any]]
        XCTAssertEqual(items?.map { Set($0.keys) }, [["productId", "quantity"], ["productId", "quantity"]])
    }

    func test_createPurchaseOrder_validOrder_is201WithServerAssignedID() {
        let token = logIn()

        let exchange = send("POST", "api/purchases", authorization: bearer(token), body: newOrder)

        XCTAssertEqual(exchange.status, 201)
        XCTAssertEqual(exchange.object?["id"] as? Int, 2)
        XCTAssertEqual(exchange.object?["comment"] as? String, "Field kit")
        let items = exchange.object?["items"] as? [[String: Any]]
        XCTAssertEqual(items?.first?["productId"] as? Int, 2)
        XCTAssertEqual(items?.first?["quantity"] as? Int, 3)
    }

    func test_createPurchaseOrder_validOrder_isListedByLaterGets() {
        let token = logIn()
        _ = send("POST", "api/purchases", authorization: bearer(token), body: newOrder)

        let exchange = send("GET", "api/purchases", authorization: bearer(token))

        XCTAssertEqual(exchange.objects?.compactMap { $0["id"] as? Int }, [1, 2])
        XCTAssertEqual(exchange.objects?.last?["comment"] as? String, "Field kit")
    }

    func test_createPurchaseOrder_twice_assignsIncreasingIDs() {
        let token = logIn()
        _ = send("POST", "api/purchases", authorization: bearer(token), body: newOrder)

        let exchange = send("POST", "api/purchases", authorization: bearer(token), body: newOrder)

        XCTAssertEqual(exchange.object?["id"] as? Int, 3)
    }

    func test_createPurchaseOrder_bodyAsStream_isStored() {
        let token = logIn()

        let exchange = send("POST", "api/purchases", authorization: bearer(token), bodyStream: newOrder)

        XCTAssertEqual(exchange.status, 201)
        XCTAssertEqual(exchange.object?["comment"] as? String, "Field kit")
    }

    func test_createPurchaseOrder_badJSON_is400BadRequest() {
        let token = logIn()

        let exchange = send("POST", "api/purchases", authorization: bearer(token), body: Data(#"{"comment": 7}"#.utf8))

        XCTAssertEqual(exchange.status, 400)
        XCTAssertEqual(exchange.object?["error"] as? Bool, true)
        XCTAssertEqual(exchange.object?["reason"] as? String, "Bad Request")
    }

    func test_createPurchaseOrder_noBody_is400() {
        let token = logIn()

        let exchange = send("POST", "api/purchases", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 400)
    }

    func test_createPurchaseOrder_withoutToken_is401AndStoresNothing() {
        let unauthorized = send("POST", "api/purchases", body: newOrder)

        let exchange = send("GET", "api/purchases", authorization: bearer(logIn()))

        XCTAssertEqual(unauthorized.status, 401)
        XCTAssertEqual(exchange.objects?.count, 1)
    }

    func test_createPurchaseOrder_sentForApproval_isStoredAndListedWithItsFlag() {
        let token = logIn()
        let order = Data(#"{"id": 0, "comment": "Goggles", "items": [{"productId": 3, "quantity": 1}], "needsApproval": true}"#.utf8)

        let created = send("POST", "api/purchases", authorization: bearer(token), body: order)
        let listed = send("GET", "api/purchases", authorization: bearer(token))

        XCTAssertEqual(created.object?["needsApproval"] as? Bool, true)
        XCTAssertEqual(listed.objects?.last?["needsApproval"] as? Bool, true)
        XCTAssertEqual(listed.objects?.first.map { Set($0.keys) }, ["id", "comment", "items"], "an order not sent for approval has no flag")
    }
}
