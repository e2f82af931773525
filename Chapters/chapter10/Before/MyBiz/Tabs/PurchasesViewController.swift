import HeadlessUIKit
import UIHelpers

/// The purchases tab: purchase orders and the products they can contain; a new order must stay within the expense limit.
class PurchasesViewController: UIViewController {
    var tableView: UITableView!
    private(set) var purchases: [PurchaseOrder] = []
    private(set) var products: [Product] = []

    var api: API {
        UIApplication.appDelegate.api
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        api.delegate = self
        api.getProducts()
        api.getPurchaseOrders()
    }

    func submit(_ purchaseOrder: PurchaseOrder) {
        let total = purchaseOrder.items.reduce(0.0) { sum, item in
            sum + Double(item.quantity) * (products.first { $0.id == item.productId }?.cost ?? 0)
        }
        guard total <= AppDelegate.configuration.rules.maxPOExpense else {
            showAlert(title: "Purchase Order Too Large", subtitle: "Orders over the expense limit need approval")
            return
        }
        api.submitPO(po: purchaseOrder)
    }
}

extension PurchasesViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        purchases.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let purchase = purchases[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "purchase")
        cell.textLabel?.text = "PO \(purchase.id)"
        cell.detailTextLabel?.text = purchase.comment
        return cell
    }
}

extension PurchasesViewController: APIDelegate {
    func productsFailed(error: Error) {
        showAlert(title: "Could not load products", subtitle: error.localizedDescription)
    }

    func productsLoaded(products: [Product]) {
        self.products = products
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

    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func orgChartFailed(error: Error) {}
    func orgChartLoaded(employees: [Employee]) {}
    func eventsFailed(error: Error) {}
    func eventsLoaded(events: [Event]) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
