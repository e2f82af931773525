import MyBizBackend
import XCTest

final class ProductRecordTests: BackendTestCase {
    func test_products_withToken_listsTheSeedProducts() {
        let token = logIn()

        let exchange = send("GET", "api/products", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(exchange.objects?.compactMap { $0["id"] as? Int }, [1, 2, 3, 4])
        XCTAssertEqual(exchange.objects?.first?["name"] as? String, "Sticky notes")
        XCTAssertEqual(exchange.objects?.first?["cost"] as? Double, 2.99)
        XCTAssertEqual(exchange.objects?.first?["manufacturer"] as? String, "Stark Industries")
    }

    func test_products_withToken_haveExactlyTheWireKeys() {
        let token = logIn()

        let exchange = send("GET", "api/products", authorization: bearer(token))

        let keys: Set<String> = ["id", "name", "cost", "manufacturer"]
        XCTAssertEqual(exchange.objects?.map { Set($0.keys) }, Array(repeating: keys, count: 4))
    }

    func test_products_withoutToken_is401() {
        let exchange = send("GET", "api/products")

        XCTAssertEqual(exchange.status, 401)
    }
}
