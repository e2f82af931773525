import HeadlessUIKit
@testable import MyBiz

/// The purchases screen with its getter overridden (the expense limit is the test's, not the configuration's), and its API a spy.
final class TestingPurchasesViewController: PurchasesViewController {
    private let limit: Double
    private let spy: APISpy

    init(maxPOExpense: Double, api: APISpy) {
        limit = maxPOExpense
        spy = api
        super.init(nibName: nil, bundle: nil)
        tableView = UITableView(frame: .zero, style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("TestingPurchasesViewController is made in code")
    }

    override var maxPOExpense: Double { limit }

    override var api: API { spy }
}
