import HeadlessUIKit

extension StoryboardFile {
    /// ExpenseReport's own storyboard: the expenses screen; the login screen is Login's, the alert UIHelpers'.
    ///
    /// The scene builds its views and connects its outlets when the
    /// controller's view loads, as Interface Builder would.
    static let expenses = StoryboardFile(name: "Expenses", initialScene: nil, scenes: [
        StoryboardScene(identifier: "expenses", title: "Expenses", make: ExpensesViewController()) { controller, view in
            let heading = UILabel()
            heading.text = "Expenses"
            controller.tableView = UITableView(frame: .zero, style: .plain)
            [heading, controller.tableView].forEach(view.addSubview)
        },
    ])
}
