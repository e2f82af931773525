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

    func test_addEvent_isListedAfterTheSeedEventsUntilTheNextReset() {
        sut.addEvent(name: "Quarterly review", date: Date(timeIntervalSince1970: 1_900_000_000), type: .domesticHoliday, duration: 7_200)

        let added = send("GET", "api/events").objects?.last
        sut.reset()
        let afterReset = send("GET", "api/events")

        XCTAssertEqual(added?["name"] as? String, "Quarterly review")
        XCTAssertEqual(added?["date"] as? String, "2030-03-17T17:46:40Z")
        XCTAssertEqual(added?["type"] as? String, "Domestic Holiday")
        XCTAssertEqual(added?["duration"] as? Double, 7_200)
        XCTAssertEqual(afterReset.objects?.compactMap { $0["name"] as? String }, ["Alien invasion", "Interview with Hydra", "Panic attack"])
    }

    func test_addEvent_twice_listsThemInTheOrderAdded() {
        sut.addEvent(name: "Standup", date: Date(timeIntervalSince1970: 1_900_000_000))
        sut.addEvent(name: "Retro", date: Date(timeIntervalSince1970: 1_800_000_000))

        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.objects?.compactMap { $0["name"] as? String }.suffix(2), ["Standup", "Retro"])
        XCTAssertEqual(exchange.objects?.last?["type"] as? String, "Meeting", "an added event is a meeting unless it says otherwise")
    }
}
