import MyBizBackend
import XCTest

final class AnnouncementRecordTests: BackendTestCase {
    func test_announcements_withToken_listsTheSeedMessages() {
        let token = logIn()

        let exchange = send("GET", "api/announcements", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(exchange.objects?.compactMap { $0["message"] as? String }, ["A thing happened", "More stuff to come soon!"])
    }

    func test_announcements_withToken_haveExactlyIDAndMessage() {
        let token = logIn()

        let exchange = send("GET", "api/announcements", authorization: bearer(token))

        XCTAssertEqual(exchange.objects?.map { Set($0.keys) }, [["id", "message"], ["id", "message"]])
        let ids = exchange.objects?.compactMap { $0["id"] as? String } ?? []
        XCTAssertEqual(ids.compactMap(UUID.init(uuidString:)).map(\.uuidString), ids)
        XCTAssertEqual(ids.count, 2)
    }

    func test_announcements_withoutToken_is401() {
        let exchange = send("GET", "api/announcements")

        XCTAssertEqual(exchange.status, 401)
    }
}
