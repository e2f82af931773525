/// What the login screen needs of a server: to log a user in.
///
/// An app's API adopts it (MyBiz's `API`, ExpenseReport's `ExpensesAPI`), so
/// that login is the same code in every app and a test hands in a mock.
public protocol LoginAPI: AnyObject {
    /// Logs the user in; the completion gets the user's id, or why the server refused, on the main queue.
    func login(username: String, password: String, completion: @escaping (Result<String, Error>) -> Void)
}
