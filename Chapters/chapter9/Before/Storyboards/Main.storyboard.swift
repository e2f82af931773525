import HeadlessUIKit

extension StoryboardFile {
    /// The app's Main storyboard: the login scene (initial), the tab controller and the error alert.
    ///
    /// Each scene builds its views and connects its outlets and actions when
    /// the controller's view loads, as Interface Builder would.
    static let main = StoryboardFile(name: "Main", initialScene: "login", scenes: [
        StoryboardScene(identifier: "login", make: LoginViewController()) { controller, view in
            let title = UILabel()
            title.text = "MyBiz"
            let emailField = UITextField()
            emailField.placeholder = "Email"
            emailField.keyboardType = .emailAddress
            emailField.accessibilityIdentifier = "emailField"
            let passwordField = UITextField()
            passwordField.placeholder = "Password"
            passwordField.isSecureTextEntry = true
            passwordField.accessibilityIdentifier = "passwordField"
            let signInButton = UIButton(type: .system)
            signInButton.setTitle("Sign In", for: .normal)
            signInButton.addAction(UIAction { [unowned controller] action in controller.signIn(action.sender) }, for: .touchUpInside)
            [title, emailField, passwordField, signInButton].forEach(view.addSubview)
            controller.emailField = emailField
            controller.passwordField = passwordField
            controller.signInButton = signInButton
        },
        StoryboardScene(identifier: "tabController", make: UITabBarController()) { controller, _ in
            let storyboard = controller.storyboard
            controller.viewControllers = ["announcements", "org", "purchases", "calendar", "settings"].compactMap {
                storyboard?.instantiateViewController(withIdentifier: $0)
            }
        },
        StoryboardScene(identifier: "announcements", title: "Announcements", make: AnnouncementsViewController()) { controller, view in
            controller.tableView = UITableView(frame: .zero, style: .plain)
            view.addSubview(controller.tableView)
        },
        StoryboardScene(identifier: "org", title: "Org Chart", make: OrgTableViewController()) { controller, view in
            controller.tableView = UITableView(frame: .zero, style: .plain)
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
        StoryboardScene(identifier: "error", make: ErrorViewController()) { controller, view in
            controller.titleLabel = UILabel()
            controller.subtitleLabel = UILabel()
            controller.subtitleLabel.numberOfLines = 0
            controller.okButton = UIButton(type: .system)
            controller.okButton.setTitle("OK", for: .normal)
            controller.okButton.addAction(UIAction { [unowned controller] action in controller.okAction(action.sender) }, for: .touchUpInside)
            controller.secondaryButton = UIButton(type: .system)
            controller.secondaryButton.addAction(UIAction { [unowned controller] action in controller.secondaryAction(action.sender) }, for: .touchUpInside)
            [controller.titleLabel, controller.subtitleLabel, controller.okButton, controller.secondaryButton].forEach(view.addSubview)
        },
    ])
}
