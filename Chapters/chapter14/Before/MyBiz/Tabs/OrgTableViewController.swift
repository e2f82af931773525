import HeadlessUIKit
import UIHelpers

/// The org chart tab: everyone in the company, by name, with a filter by location above them.
class OrgTableViewController: UIViewController {
    var locationField: UITextField!
    var tableView: UITableView!
    /// The employees the table lists: those the filter lets through.
    private(set) var employees: [Employee] = []
    /// Decides whom the table lists (Sprout Class: the filter is new code, tested on its own).
    private(set) lazy var filter = LocationFilter(list: self)

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
        api.getOrgChart()
    }

    /// The user typed in the filter: the table lists the people it lets through.
    func locationChanged(_ sender: Any?) {
        filter.query = locationField.text ?? ""
    }
}

extension OrgTableViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        employees.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let employee = employees[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "employee")
        cell.textLabel?.text = employee.displayName
        cell.detailTextLabel?.text = employee.location
        return cell
    }
}

extension OrgTableViewController: EmployeeList {
    func show(_ employees: [Employee]) {
        self.employees = employees
        tableView.reloadData()
    }
}

extension OrgTableViewController: APIDelegate {
    func orgChartFailed(error: Error) {
        showAlert(title: "Could not load the org chart", subtitle: error.localizedDescription)
    }

    func orgChartLoaded(employees: [Employee]) {
        filter.employees = employees
    }

    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func eventsFailed(error: Error) {}
    func eventsLoaded(events: [Event]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func purchasesFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func purchaseOrderFailed(error: Error) {}
    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
