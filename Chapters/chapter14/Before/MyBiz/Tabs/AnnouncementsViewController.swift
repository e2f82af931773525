import HeadlessUIKit
import UIHelpers

/// The first tab: the company's announcements, loaded from the server each time it appears.
class AnnouncementsViewController: UIViewController {
    var tableView: UITableView!
    private(set) var announcements: [Announcement] = []

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
        api.getAnnouncements()
    }
}

extension AnnouncementsViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        announcements.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "announcement")
        cell.textLabel?.text = announcements[indexPath.row].message
        return cell
    }
}

extension AnnouncementsViewController: APIDelegate {
    func announcementsFailed(error: Error) {
        showAlert(title: "Could not load announcements", subtitle: error.localizedDescription)
    }

    func announcementsLoaded(announcements: [Announcement]) {
        self.announcements = announcements
        tableView.reloadData()
    }

    func orgChartFailed(error: Error) {}
    func orgChartLoaded(employees: [Employee]) {}
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
