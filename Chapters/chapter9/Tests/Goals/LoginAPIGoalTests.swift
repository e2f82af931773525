import Login
import MyBizBackend
import MyBizTesting
import XCTest
#if BEFORE && !MODULES
@testable import Chapter9Before
#else
@testable import MyBiz
#endif

/// MyBiz's API without the login callbacks: a login reports to the completion Login hands it (LoginAPICharacterizationTests), not to the tabs' delegate.
final class LoginAPIGoalTests: MyBizTestCase {
    func test_apiDelegate_hasNoLoginCallbacks() {
        // The compiler judges the first half: a delegate that answers the tabs' callbacks alone
        // is an APIDelegate only once the protocol asks nothing of a login.
        let tabs = TabsDelegateSpy()
        AppDelegate.configuration = Configuration.load()
        let sut = API(server: "http://localhost:8080/")
        sut.delegate = tabs
        let completed = expectation(description: "the login completed")

        sut.login(username: "agent@shield.org", password: "hailHydra") { _ in completed.fulfill() }
        wait(for: [completed], timeout: 1)

        XCTAssertEqual(tabs.calls, [], "a login should report to its completion only; the tabs' delegate heard of it")
    }
}

/// An APIDelegate of the tabs' callbacks only, recording each one it hears.
private final class TabsDelegateSpy: APIDelegate {
    private(set) var calls: [String] = []

    func announcementsFailed(error: Error) { calls.append("announcementsFailed") }
    func announcementsLoaded(announcements: [Announcement]) { calls.append("announcementsLoaded") }
    func orgChartFailed(error: Error) { calls.append("orgChartFailed") }
    func orgChartLoaded(employees: [Employee]) { calls.append("orgChartLoaded") }
    func eventsFailed(error: Error) { calls.append("eventsFailed") }
    func eventsLoaded(events: [Event]) { calls.append("eventsLoaded") }
    func productsFailed(error: Error) { calls.append("productsFailed") }
    func productsLoaded(products: [Product]) { calls.append("productsLoaded") }
    func purchasesFailed(error: Error) { calls.append("purchasesFailed") }
    func purchasesLoaded(purchases: [PurchaseOrder]) { calls.append("purchasesLoaded") }
    func purchaseOrderFailed(error: Error) { calls.append("purchaseOrderFailed") }
    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder) { calls.append("purchaseOrderSubmitted") }
    func userFailed(error: Error) { calls.append("userFailed") }
    func userLoaded(user: UserInfo) { calls.append("userLoaded") }
}
