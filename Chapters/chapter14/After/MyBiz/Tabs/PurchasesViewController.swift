import HeadlessUIKit
import UIHelpers

/// The purchases tab: purchase orders, and the catalogue to order from; an order over the expense limit goes to a manager for approval.
class PurchasesViewController: UIViewController {
    var tableView: UITableView!
    private(set) var purchases: [PurchaseOrder] = []
    private(set) var products: [Product] = []

    var api: API {
        UIApplication.appDelegate.api
    }

    /// The most an order may cost without approval: the app's configuration, unless a test overrides it.
    var maxPOExpense: Double {
        AppDelegate.configuration.rules.maxPOExpense
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        api.delegate = self
        api.getProducts()
        api.getPurchaseOrders()
    }

    func submit(_ purchaseOrder: PurchaseOrder) {
        if ExpenseLimit(maxPOExpense: maxPOExpense).needsApproval(purchaseOrder, products: products) {
            let sendForApproval = ErrorViewController.SecondaryAction(title: "Send for Approval") { [weak self] in
                self?.sendForApproval(purchaseOrder)
            }
            showAlert(title: "Purchase Order Too Large", subtitle: "Orders over the expense limit need approval", action: sendForApproval)
            return
        }
        api.submitPO(po: purchaseOrder)
    }

    /// Submits an order marked for a manager's approval.
    func sendForApproval(_ purchaseOrder: PurchaseOrder) {
        var forApproval = purchaseOrder
        forApproval.needsApproval = true
        api.submitPO(po: forApproval)
    }
}

extension PurchasesViewController: UITableViewDataSource, UITableViewDelegate {
    /// The orders first, then the catalogue.
    private enum Section: Int, CaseIterable {
        case purchases, products
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Section(rawValue: section) == .products ? products.count : purchases.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if Section(rawValue: indexPath.section) == .products {
            let product = products[indexPath.row]
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "product")
            cell.textLabel?.text = product.name
            cell.detailTextLabel?.text = String(format: "%.2f", product.cost)
            return cell
        }
        let purchase = purchases[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "purchase")
        cell.textLabel?.text = "PO \(purchase.id)"
        cell.detailTextLabel?.text = purchase.needsApproval == true ? "\(purchase.comment) (awaiting approval)" : purchase.comment
        return cell
    }

    /// A tap on a product orders one of it.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard Section(rawValue: indexPath.section) == .products else { return }
        let product = products[indexPath.row]
        submit(PurchaseOrder(id: 0, comment: product.name, items: [PurchaseOrder.Item(productId: product.id, quantity: 1)]))
    }
}

extension PurchasesViewController: APIDelegate {
    func productsFailed(error: Error) {
        showAlert(title: "Could not load products", subtitle: error.localizedDescription)
    }

    func productsLoaded(products: [Product]) {
        self.products = products
        tableView.reloadData()
    }

    func purchasesFailed(error: Error) {
        showAlert(title: "Could not load purchases", subtitle: error.localizedDescription)
    }

    func purchasesLoaded(purchases: [PurchaseOrder]) {
        self.purchases = purchases
        tableView.reloadData()
    }

    func purchaseOrderFailed(error: Error) {
        showAlert(title: "Could not submit the purchase order", subtitle: error.localizedDescription)
    }

    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder) {
        purchases.append(purchaseOrder)
        tableView.reloadData()
    }

    func orgChartFailed(error: Error) {}
    func orgChartLoaded(employees: [Employee]) {}
    func eventsFailed(error: Error) {}
    func eventsLoaded(events: [Event]) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
