import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// The business change, as a user and the server see it: the catalogue under the orders, an order with one tap, and an order over the limit sent to a manager for approval.
///
/// They are goals rather than characterization: the Before has no catalogue
/// to tap and no way to send an order for approval. On the After they
/// characterize it: `./Scripts/grade --stage chapter10/after` runs them beside
/// the shared suites, against the mutants of the behaviour this chapter's
/// steps add.
final class PurchaseApprovalCharacterizationTests: MyBizTestCase {
    /// Signs in, opens the purchases tab, and waits until its orders and its catalogue are listed.
    private func signInAndOpenPurchases() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Purchases")
        waitUntil("the orders and the catalogue are listed") {
            (try? self.screen().shows("PO 1")) == true && (try? self.screen().shows("Night-vision goggles")) == true
        }
    }

    /// The orders the app posted, in the order posted.
    private var postedOrders: [RecordedRequest] {
        backend.requests(to: .purchases).filter { $0.method == "POST" }
    }

    /// A posted order's body as JSON.
    private func json(of request: RecordedRequest?) -> [String: Any]? {
        request?.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    /// Taps the goggles (899.00, over the limit of 500) and waits for the alert.
    private func orderTheGoggles() throws {
        try screen().tapRow("Night-vision goggles")
        waitForPresented(UIViewController.self)
    }

    func test_purchases_listsTheCatalogueUnderTheOrders_eachWithItsPrice() throws {
        try signInAndOpenPurchases()

        XCTAssertEqual(try screen().visibleTexts, [
            "PO 1", "Restock the supply closet",
            "Sticky notes", "2.99", "Grappling hook", "149.50", "Night-vision goggles", "899.00", "Coffee, 1 kg", "18.75",
        ])
    }

    func test_purchases_listsTheCatalogue_evenWhenItArrivesAfterTheOrders() throws {
        backend.inject(.latency(0.05), on: .products)

        try signInAndOpenPurchases()

        XCTAssertEqual(Array(try screen().visibleTexts.suffix(2)), ["Coffee, 1 kg", "18.75"])
    }

    func test_tappingAProductWithinTheLimit_ordersOneOfIt() throws {
        try signInAndOpenPurchases()

        try screen().tapRow("Grappling hook")
        waitUntil("the new order is listed") { (try? self.screen().shows("PO 2")) == true }

        let posted = json(of: postedOrders.first)
        XCTAssertEqual(postedOrders.count, 1)
        XCTAssertEqual(posted.map { Set($0.keys) }, ["id", "comment", "items"], "an order within the limit asks for no approval")
        XCTAssertEqual(posted?["comment"] as? String, "Grappling hook")
        XCTAssertEqual((posted?["items"] as? [[String: Int]]), [["productId": 2, "quantity": 1]])
        XCTAssertEqual(Array(try screen().visibleTexts.prefix(4)), ["PO 1", "Restock the supply closet", "PO 2", "Grappling hook"])
    }

    func test_tappingAnOrder_ordersNothing() throws {
        try signInAndOpenPurchases()

        try screen().tapRow("PO 1")
        waitForMainQueueToSettle()
        // An order sent by mistake reaches the backend from URLSession's own queue: wait for it
        // to settle, or a busy machine asserts before the request is there.
        waitForBackendToFinish()

        XCTAssertEqual(postedOrders.count, 0, "only a product's row orders")
        XCTAssertTrue(try screen().presentedChain.isEmpty)
    }

    func test_tappingAProductOverTheLimit_offersToSendItForApproval_andSendsNothingYet() throws {
        try signInAndOpenPurchases()

        try orderTheGoggles()

        XCTAssertEqual(try screen().visibleContent, ["Purchase Order Too Large", "Orders over the expense limit need approval", "[OK]", "[Send for Approval]"])
        XCTAssertEqual(postedOrders.count, 0)
    }

    func test_ok_afterAnOrderOverTheLimit_sendsNothing() throws {
        try signInAndOpenPurchases()
        try orderTheGoggles()

        try screen().tap("OK")
        waitUntilNothingIsPresented()
        waitForMainQueueToSettle()

        XCTAssertEqual(postedOrders.count, 0)
        XCTAssertFalse(try screen().shows("PO 2"))
    }

    func test_sendForApproval_postsTheOrderMarkedForApproval() throws {
        try signInAndOpenPurchases()
        try orderTheGoggles()

        try screen().tap("Send for Approval")
        waitUntil("the order reached the server") { self.postedOrders.count == 1 }

        let posted = json(of: postedOrders.first)
        XCTAssertEqual(posted?["needsApproval"] as? Bool, true, "what the server receives: the order, marked for a manager's approval")
        XCTAssertEqual(posted?["comment"] as? String, "Night-vision goggles")
        XCTAssertEqual((posted?["items"] as? [[String: Int]]), [["productId": 3, "quantity": 1]])
        guard case .bearer(let token)? = postedOrders.first?.authorization, !token.isEmpty else {
            return XCTFail("the order should carry the login's token as Bearer authorization")
        }
    }

    func test_sendForApproval_listsTheOrderAsAwaitingApproval() throws {
        try signInAndOpenPurchases()
        try orderTheGoggles()

        try screen().tap("Send for Approval")
        waitUntil("the new order is listed") { (try? self.screen().shows("PO 2")) == true }

        XCTAssertTrue(try screen().presentedChain.isEmpty, "the alert is gone")
        XCTAssertEqual(Array(try screen().visibleTexts.prefix(4)), ["PO 1", "Restock the supply closet", "PO 2", "Night-vision goggles (awaiting approval)"])
    }

    func test_anOrderAwaitingApproval_isStillMarked_whenTheTabAppearsAgain() throws {
        try signInAndOpenPurchases()
        try orderTheGoggles()
        try screen().tap("Send for Approval")
        waitUntil("the new order is listed") { (try? self.screen().shows("PO 2")) == true }

        try screen().selectTab("Announcements")
        try screen().selectTab("Purchases")
        waitUntil("the tab listed the orders again") { self.backend.requests(to: .purchases).filter { $0.method == "GET" }.count == 2 && self.backend.requestsInFlight == 0 }
        waitForMainQueueToSettle()

        XCTAssertEqual(Array(try screen().visibleTexts.prefix(4)), ["PO 1", "Restock the supply closet", "PO 2", "Night-vision goggles (awaiting approval)"])
    }
}
