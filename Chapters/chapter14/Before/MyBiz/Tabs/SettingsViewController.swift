import HeadlessUIKit
import UIHelpers

/// The settings tab: who is logged in, and a Logout row; every logout is counted.
class SettingsViewController: UIViewController {
    var userLabel: UILabel!
    var tableView: UITableView!

    private let rows = ["Logout"]

    var api: API {
        UIApplication.appDelegate.api
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        api.delegate = self
        api.getUserInfo()
    }

    /// Logs the user out, and counts the logout (Wrap Method: what logging out did is `endSession()`, unchanged).
    func logout() {
        recordLogout()
        endSession()
    }

    /// Ends the user's session, as the Logout row always did: the API forgets the user, and the app shows a fresh login screen.
    private func endSession() {
        api.logout()
    }

    /// Counts the logout for the business, while the session it ends is still on.
    private func recordLogout() {
        Analytics.shared.track("logout")
    }
}

extension SettingsViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "setting")
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if rows[indexPath.row] == "Logout" {
            logout()
        }
    }
}

extension SettingsViewController: APIDelegate {
    func userFailed(error: Error) {
        showAlert(title: "Could not load your profile", subtitle: error.localizedDescription)
    }

    func userLoaded(user: UserInfo) {
        userLabel.text = "Logged in as: \(user.username)"
    }

    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
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
}
