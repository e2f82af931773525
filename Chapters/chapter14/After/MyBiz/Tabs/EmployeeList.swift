/// Where the org chart's filter shows the people it lets through: the tab's table, in the app; a spy, in a test.
///
/// The filter needs one thing of the screen, and this says it in the
/// filter's words. A `UITableView` could not say it: it shows what its data
/// source answers, so a test handed one could see that it was reloaded,
/// never whom it lists (Adapt Parameter).
protocol EmployeeList: AnyObject {
    /// Shows these employees, in this order, in place of whoever it showed.
    func show(_ employees: [Employee])
}
