import HeadlessUIKit

extension StoryboardFile {
    /// The app's Main storyboard: the tab controller and its tabs; the login screen is Login's, the alert UIHelpers'.
    ///
    /// Each scene builds its views and connects its outlets and actions when
    /// the controller's view loads, as Interface Builder would.
    static let main = StoryboardFile(name: "Main", initialScene: nil, scenes: [
        StoryboardScene(identifier: "tabController", make: UITabBarController()) { controller, _ in
            let storyboard = controller.storyboard
            controller.viewControllers = ["announcements", "org", "purchases", "calendar", "settings"].compactMap {
                storyboard?.instantiateViewController(withIdentifier: $0)
            }
        },
        StoryboardScene(identifier: "announcements", title: "Announcements", make: AnnouncementsViewController()) { controller, view in
            let lastLoadedLabel = UILabel()
            lastLoadedLabel.text = "Could not load new announcements: these are the last ones loaded"
            lastLoadedLabel.isHidden = true
            controller.lastLoadedLabel = lastLoadedLabel
            controller.tableView = UITableView(frame: .zero, style: .plain)
            view.addSubview(lastLoadedLabel)
            view.addSubview(controller.tableView)
        },
        StoryboardScene(identifier: "org", title: "Org Chart", make: OrgTableViewController()) { controller, view in
            let locationField = UITextField()
            locationField.placeholder = "Filter by location"
            locationField.accessibilityIdentifier = "locationField"
            locationField.addAction(UIAction { [unowned controller] action in controller.locationChanged(action.sender) }, for: .editingChanged)
            controller.locationField = locationField
            controller.tableView = UITableView(frame: .zero, style: .plain)
            view.addSubview(locationField)
            view.addSubview(controller.tableView)
        },
        StoryboardScene(identifier: "purchases", title: "Purchases", make: PurchasesViewController()) { controller, view in
            controller.tableView = UITableView(frame: .zero, style: .plain)
            view.addSubview(controller.tableView)
        },
        StoryboardScene(identifier: "calendar", title: "Calendar", make: CalendarViewController()) { controller, view in
            controller.tableView = UITableView(frame: .zero, style: .plain)
            view.addSubview(controller.tableView)
        },
        StoryboardScene(identifier: "settings", title: "Settings", make: SettingsViewController()) { controller, view in
            controller.userLabel = UILabel()
            controller.tableView = UITableView(frame: .zero, style: .grouped)
            view.addSubview(controller.userLabel)
            view.addSubview(controller.tableView)
        },
    ])
}
