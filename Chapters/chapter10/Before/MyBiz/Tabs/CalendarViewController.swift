import HeadlessUIKit
import UIHelpers

/// The calendar tab: the company's upcoming events.
class CalendarViewController: UIViewController {
    var tableView: UITableView!
    private(set) var events: [Event] = []

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
        api.getEvents()
    }
}

extension CalendarViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let event = events[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "event")
        cell.textLabel?.text = event.name
        cell.detailTextLabel?.text = event.type.rawValue
        return cell
    }
}

extension CalendarViewController: APIDelegate {
    func eventsFailed(error: Error) {
        showAlert(title: "Could not load events", subtitle: error.localizedDescription)
    }

    func eventsLoaded(events: [Event]) {
        self.events = events
        tableView.reloadData()
    }

    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func orgChartFailed(error: Error) {}
    func orgChartLoaded(employees: [Employee]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func purchasesFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func purchaseOrderFailed(error: Error) {}
    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
