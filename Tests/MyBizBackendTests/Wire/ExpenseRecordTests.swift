import MyBizBackend
import XCTest

final class ExpenseRecordTests: BackendTestCase {
    func test_expenses_withToken_listsTheSeedUsersExpensesOldestFirst() {
        let token = logIn()

        let exchange = send("GET", "api/expenses", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(exchange.objects?.compactMap { $0["title"] as? String },
                       ["Taxi to the Triskelion", "Team dinner after the debrief", "Hotel in Sokovia", "Replacement tactical vest"])
    }

    func test_expenses_withToken_haveExactlyTheWireKeys() {
        let token = logIn()

        let exchange = send("GET", "api/expenses", authorization: bearer(token))

        let keys: Set<String> = ["id", "title", "amount", "currency", "date", "status"]
        XCTAssertEqual(exchange.objects?.map { Set($0.keys) }, Array(repeating: keys, count: 4))
    }

    func test_expenses_withToken_haveFixedIDsAmountsCurrenciesISO8601DatesAndStatuses() {
        let token = logIn()

        let exchange = send("GET", "api/expenses", authorization: bearer(token))

        let expenses = exchange.objects ?? []
        XCTAssertEqual(expenses.compactMap { $0["id"] as? String }, (1...4).map { "5EED0005-0000-4000-8000-00000000000\($0)" })
        XCTAssertEqual(expenses.compactMap { $0["amount"] as? Double }, [42.5, 186.4, 540, 389.99])
        XCTAssertEqual(expenses.compactMap { $0["currency"] as? String }, ["USD", "USD", "EUR", "USD"])
        XCTAssertEqual(expenses.compactMap { $0["date"] as? String },
                       ["2019-06-03T08:15:00Z", "2019-06-07T19:30:00Z", "2019-06-12T12:00:00Z", "2019-06-14T10:00:00Z"])
        XCTAssertEqual(expenses.compactMap { $0["status"] as? String }, ["approved", "approved", "submitted", "rejected"])
    }

    func test_expenses_withToken_decodeWithISO8601Dates() throws {
        struct Expense: Decodable {
            let id: UUID, title: String, amount: Decimal, currency: String, date: Date, status: String
        }
        let token = logIn()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601

        let exchange = send("GET", "api/expenses", authorization: bearer(token))

        let expenses = try decoder.decode([Expense].self, from: try XCTUnwrap(exchange.data))
        XCTAssertEqual(expenses.first?.date, Date(timeIntervalSince1970: 1_559_549_700))
        XCTAssertEqual(expenses.last?.amount, Decimal(string: "389.99"))
    }

    func test_expenses_withoutToken_is401WithErrorJSON() {
        let exchange = send("GET", "api/expenses")

        XCTAssertEqual(exchange.status, 401)
        XCTAssertEqual(exchange.object?["error"] as? Bool, true)
        XCTAssertEqual(exchange.object?["reason"] as? String, "Unauthorized")
    }
}
