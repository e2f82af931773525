/// A button an alert offers besides OK, and what tapping it does.
struct AlertAction {
    let title: String
    let handler: () -> Void
}
