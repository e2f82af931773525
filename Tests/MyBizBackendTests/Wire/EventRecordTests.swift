import MyBizBackend
import XCTest

final class EventRecordTests: BackendTestCase {
    func test_events_withoutToken_listsTheSeedEvents() {
        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(exchange.objects?.compactMap { $0["name"] as? String }, ["Alien invasion", "Interview with Hydra", "Panic attack"])
    }

    func test_events_withoutToken_haveISO8601DatesTypesAndDurations() {
        let exchange = send("GET", "api/events")

        let first = exchange.objects?.first
        XCTAssertEqual(first.map { Set($0.keys) }, ["id", "name", "date", "type", "duration"])
        XCTAssertEqual(first?["date"] as? String, "2019-06-10T14:00:00Z")
        XCTAssertEqual(exchange.objects?.compactMap { $0["type"] as? String }, ["International Holiday", "Appointment", "Meeting"])
        XCTAssertEqual(exchange.objects?.compactMap { $0["duration"] as? Double }, [86_400, 3_600, 1_800])
    }

    func test_events_withToken_isAlso200() {
        let token = logIn()

        let exchange = send("GET", "api/events", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
    }
}
