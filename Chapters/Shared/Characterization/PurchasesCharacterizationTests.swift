import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins the purchases tab as a user and the server see it: the orders it lists, what it asks the server for, and what an order does against the expense limit.
///
/// Until chapter 10 no screen lets a user order (the tab's `submit(_:)` has
/// no form that calls it), so the order tests hand the tab an order the way a
/// form would (`PurchasesStage.submitOrder`) and read what the user sees and
/// what the server receives. The seed catalogue's prices: sticky notes 2.99
/// (id 1), a grappling hook 149.50 (id 2), night-vision goggles 899.00 (id 3),
/// coffee 18.75 (id 4); the configuration's limit is 500.
final class PurchasesCharacterizationTests: MyBizTestCase {
    /// Signs in, opens the purchases tab, and waits until its orders are listed and the catalogue has reached it.
    private func signInAndOpenPurchases() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Purchases")
        waitUntil("the orders are listed") { (try? self.screen().shows("PO 1")) == true }
        waitUntil("the catalogue has reached the app") { self.backend.requests(to: .products).count == 1 && self.backend.requestsInFlight == 0 }
        waitForMainQueueToSettle()
    }

    /// The orders the app posted, in the order posted.
    private var postedOrders: [RecordedRequest] {
        backend.requests(to: .purchases).filter { $0.method == "POST" }
    }

    /// A posted order's body as JSON.
    private func json(of request: RecordedRequest?) -> [String: Any]? {
        request?.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    /// An order's lines as the server read them: product id and quantity.
    private func lines(of request: RecordedRequest?) -> [[Int]]? {
        (json(of: request)?["items"] as? [[String: Any]])?.map { [$0["productId"] as? Int ?? -1, $0["quantity"] as? Int ?? -1] }
    }

    // MARK: - The list

    func test_purchases_listsTheServersOrderWithItsComment() throws {
        try signInAndOpenPurchases()

        XCTAssertEqual(Array(try screen().visibleTexts.prefix(2)), ["PO 1", "Restock the supply closet"], "the first row: the seed order's number, then its comment")
    }

    func test_purchases_asksTheServerForTheCatalogueAndTheOrders_withTheLoginsToken() throws {
        try signInAndOpenPurchases()

        for route in [Route.products, .purchases] {
            let requests = backend.requests(to: route)
            XCTAssertEqual(requests.map(\.method), ["GET"], "the \(route) requests the tab sent as it appeared")
            guard case .bearer(let token)? = requests.first?.authorization else {
                return XCTFail("the \(route) request should carry the login's token as Bearer authorization")
            }
            XCTAssertFalse(token.isEmpty, "the \(route) request's Bearer token")
        }
    }

    func test_purchases_eachTimeTheTabAppears_asksTheServerAgain() throws {
        try signInAndOpenPurchases()

        try screen().selectTab("Announcements")
        try screen().selectTab("Purchases")
        waitUntil("the tab asked again") { self.backend.requests(to: .purchases).count == 2 }

        XCTAssertEqual(backend.requests(to: .products).count, 2, "catalogue requests: one each time the tab appeared")
    }

    func test_purchases_whenTheCatalogueCannotBeLoaded_showsItsAlertWithOnlyOK() throws {
        backend.inject(.status(500), on: .products)
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }

        try screen().selectTab("Purchases")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Could not load products")
        XCTAssertEqual(try screen().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK"])
    }

    // MARK: - An order within the limit

    func test_submit_withinTheLimit_postsTheOrderWithTheLoginsToken() throws {
        try signInAndOpenPurchases()

        try StageUnderTest.submitOrder(comment: "Sticky notes for the lab", lines: [OrderLine(productId: 1, quantity: 10)])
        waitUntil("the order reached the server") { self.postedOrders.count == 1 }

        let posted = postedOrders.first
        guard case .bearer(let token)? = posted?.authorization, !token.isEmpty else {
            return XCTFail("the order should carry the login's token as Bearer authorization")
        }
        XCTAssertEqual(json(of: posted).map { Set($0.keys) }, ["id", "comment", "items"], "what the server receives of an order within the limit: no approval asked")
        XCTAssertEqual(json(of: posted)?["comment"] as? String, "Sticky notes for the lab")
        XCTAssertEqual(lines(of: posted), [[1, 10]], "the order's lines: product 1, ten of them")
    }

    func test_submit_withinTheLimit_listsTheOrderTheServerStored() throws {
        try signInAndOpenPurchases()

        try StageUnderTest.submitOrder(comment: "Sticky notes for the lab", lines: [OrderLine(productId: 1, quantity: 10)])
        waitUntil("the new order is listed") { (try? self.screen().shows("PO 2")) == true }

        XCTAssertEqual(Array(try screen().visibleTexts.prefix(4)), ["PO 1", "Restock the supply closet", "PO 2", "Sticky notes for the lab"])
    }

    func test_submit_addingUpEveryLineJustUnderTheLimit_postsTheOrder() throws {
        try signInAndOpenPurchases()

        // 3 × 149.50 + 2 × 18.75 = 486.00
        try StageUnderTest.submitOrder(comment: "Field kit", lines: [OrderLine(productId: 2, quantity: 3), OrderLine(productId: 4, quantity: 2)])
        waitUntil("the order reached the server") { self.postedOrders.count == 1 }

        XCTAssertEqual(lines(of: postedOrders.first), [[2, 3], [4, 2]])
        XCTAssertTrue(try screen().presentedChain.isEmpty, "an order within the limit should show no alert")
    }

    func test_submit_aProductTheCatalogueDoesNotList_costsNothing() throws {
        try signInAndOpenPurchases()

        try StageUnderTest.submitOrder(comment: "Something new", lines: [OrderLine(productId: 99, quantity: 1_000)])
        waitUntil("the order reached the server") { self.postedOrders.count == 1 }

        XCTAssertEqual(lines(of: postedOrders.first), [[99, 1_000]], "an unknown product is priced at nothing, in the legacy code: the order goes through")
    }

    func test_submit_whenTheServerRefusesTheOrder_showsItsAlertWithOnlyOK() throws {
        try signInAndOpenPurchases()
        backend.inject(.status(500), on: .purchases)

        try StageUnderTest.submitOrder(comment: "Sticky notes for the lab", lines: [OrderLine(productId: 1, quantity: 10)])
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Could not submit the purchase order")
        XCTAssertEqual(try screen().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK"])
    }

    // MARK: - An order over the limit

    func test_submit_overTheLimit_showsPurchaseOrderTooLarge_andSendsNothing() throws {
        try signInAndOpenPurchases()

        try StageUnderTest.submitOrder(comment: "Goggles for the night shift", lines: [OrderLine(productId: 3, quantity: 1)])
        waitForPresented(UIViewController.self)
        waitForMainQueueToSettle()

        XCTAssertEqual(Array(try screen().visibleTexts.prefix(2)), ["Purchase Order Too Large", "Orders over the expense limit need approval"])
        XCTAssertEqual(postedOrders.count, 0, "an order over the limit should not reach the server as it is")
    }

    func test_submit_addingUpEveryLineAtQuantityTimesCost_overTheLimit_sendsNothing() throws {
        try signInAndOpenPurchases()

        // 3 × 149.50 + 3 × 18.75 = 504.75: each line counts, at its quantity.
        try StageUnderTest.submitOrder(comment: "Field kit", lines: [OrderLine(productId: 2, quantity: 3), OrderLine(productId: 4, quantity: 3)])
        waitForPresented(UIViewController.self)
        waitForMainQueueToSettle()

        XCTAssertEqual(try screen().visibleTexts.first, "Purchase Order Too Large")
        XCTAssertEqual(postedOrders.count, 0)
    }

    func test_ok_afterPurchaseOrderTooLarge_returnsToThePurchasesAndSendsNothing() throws {
        try signInAndOpenPurchases()
        try StageUnderTest.submitOrder(comment: "Goggles for the night shift", lines: [OrderLine(productId: 3, quantity: 1)])
        waitForPresented(UIViewController.self)

        try screen().tap("OK")
        waitUntilNothingIsPresented()
        waitForMainQueueToSettle()

        XCTAssertEqual(try screen().topViewController?.title, "Purchases")
        XCTAssertEqual(postedOrders.count, 0, "OK should send nothing")
        XCTAssertFalse(try screen().shows("PO 2"), "OK should list no new order")
    }
}
