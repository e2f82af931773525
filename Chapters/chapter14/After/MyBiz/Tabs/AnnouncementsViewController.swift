import HeadlessUIKit
import UIHelpers

/// The first tab: the company's announcements, loaded each time it appears; when new ones cannot be loaded, the last ones loaded, marked as such.
class AnnouncementsViewController: UIViewController {
    var tableView: UITableView!
    /// Says that the list is the last one loaded; hidden while it is new.
    var lastLoadedLabel: UILabel!
    private(set) var announcements: [Announcement] = []

    /// Where the tab asks for announcements: the app's, which keeps the last ones loaded; a test overrides it.
    var announcementsSource: AnnouncementsSource {
        UIApplication.appDelegate.announcementsSource
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        announcementsSource.announcementsDelegate = self
        announcementsSource.getAnnouncements()
    }

    /// Lists the announcements, marked as the last ones loaded or not.
    private func show(_ announcements: [Announcement], lastLoaded: Bool) {
        self.announcements = announcements
        lastLoadedLabel.isHidden = !lastLoaded
        tableView.reloadData()
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

extension AnnouncementsViewController: AnnouncementsDelegate {
    func announcementsFailed(error: Error) {
        showAlert(title: "Could not load announcements", subtitle: error.localizedDescription)
    }

    func announcementsLoaded(announcements: [Announcement]) {
        show(announcements, lastLoaded: false)
    }

    func announcementsLastLoaded(announcements: [Announcement]) {
        show(announcements, lastLoaded: true)
    }
}
