import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest
@testable import MyBiz
@testable import UIHelpers

/// The purchases screen with its expense limit overridden through the getter (Subclass and Override): no configuration is loaded, and a limit of 50 makes an ordinary order too large.
final class PurchasesViewControllerTests: XCTestCase {
    private var api: APISpy!
    private var sut: TestingPurchasesViewController!

    /// The seed order's lines: 10 × 2.99 + 2 × 18.75 = 67.40.
    private let restock = PurchaseOrder(id: 0, comment: "Restock the supply closet", items: [
        PurchaseOrder.Item(productId: 1, quantity: 10),
        PurchaseOrder.Item(productId: 4, quantity: 2),
    ])

    private let catalogue = [
        Product(id: 1, name: "Sticky notes", cost: 2.99, manufacturer: "Stark Industries"),
        Product(id: 4, name: "Coffee, 1 kg", cost: 18.75, manufacturer: "Roxxon"),
    ]

    override func tearDown() {
        sut = nil
        api = nil
        super.tearDown()
    }

    /// Puts the screen, with the test's limit, in a host app's window (UIHelpers' alert needs a window to be shown in), with the catalogue loaded.
    private func makeSUT(maxPOExpense: Double) {
        api = APISpy()
        sut = TestingPurchasesViewController(maxPOExpense: maxPOExpense, api: api)
        let root = sut!
        UIApplication.launch(appDelegate: HostAppDelegate(), sceneDelegate: HostSceneDelegate(root: root), mainStoryboard: nil, storyboards: [.alert])
        sut.productsLoaded(products: catalogue)
    }

    func test_submit_withinTheLimitTheGetterReturns_submitsTheOrderAsItIs() {
        makeSUT(maxPOExpense: 100)

        sut.submit(restock)

        XCTAssertEqual(api.submittedOrders.map(\.comment), ["Restock the supply closet"])
        XCTAssertNil(api.submittedOrders.first?.needsApproval, "an order within the limit asks for no approval")
    }

    func test_submit_overTheLimitTheGetterReturns_submitsNothingAndOffersToSendItForApproval() throws {
        makeSUT(maxPOExpense: 50)

        sut.submit(restock)
        let alert = waitForPresented(ErrorViewController.self)

        XCTAssertEqual(api.submittedOrders.count, 0, "an order over the limit is not submitted as it is")
        XCTAssertEqual(alert?.alertTitle, "Purchase Order Too Large")
        XCTAssertEqual(alert?.subtitle, "Orders over the expense limit need approval")
        XCTAssertEqual(try Screen.current().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK", "Send for Approval"])
    }

    func test_sendForApproval_submitsTheOrderMarkedForApproval() throws {
        makeSUT(maxPOExpense: 50)
        sut.submit(restock)
        waitForPresented(ErrorViewController.self)

        try Screen.current().tap("Send for Approval")
        waitUntil("the order was submitted") { self.api.submittedOrders.count == 1 }

        XCTAssertEqual(api.submittedOrders.first?.needsApproval, true)
        XCTAssertEqual(api.submittedOrders.first?.comment, "Restock the supply closet")
        XCTAssertEqual(api.submittedOrders.first?.items.map(\.productId), [1, 4])
    }

    func test_ok_submitsNothing() throws {
        makeSUT(maxPOExpense: 50)
        sut.submit(restock)
        waitForPresented(ErrorViewController.self)

        try Screen.current().tap("OK")
        waitUntilNothingIsPresented()

        XCTAssertEqual(api.submittedOrders.count, 0)
    }
}
