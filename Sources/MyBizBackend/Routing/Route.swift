import Foundation

/// An endpoint of the MyBiz server, as the request log and fault injection name it.
public enum Route: String, CaseIterable {
    /// `POST api/users/login`, with HTTP Basic auth.
    case login
    /// `GET api/announcements`.
    case announcements
    /// `GET api/employees`, the org chart.
    case employees
    /// `GET api/events`, the calendar; the only route open without a token.
    case events
    /// `GET api/products`.
    case products
    /// `GET` and `POST api/purchases`.
    case purchases
    /// `GET api/users/me`.
    case userInfo
    /// `GET api/expenses`, the logged-in user's expense reports.
    case expenses

    /// Finds the route a request addresses.
    ///
    /// - Parameters:
    ///   - method: The HTTP method, e.g. `"GET"`.
    ///   - path: The path without its leading slash, e.g. `"api/users/login"`.
    /// - Returns: `nil` when nothing answers that method on that path.
    init?(method: String, path: String) {
        switch (method.uppercased(), path) {
        case ("POST", "api/users/login"): self = .login
        case ("GET", "api/announcements"): self = .announcements
        case ("GET", "api/employees"): self = .employees
        case ("GET", "api/events"): self = .events
        case ("GET", "api/products"): self = .products
        case ("GET", "api/purchases"), ("POST", "api/purchases"): self = .purchases
        case ("GET", "api/users/me"): self = .userInfo
        case ("GET", "api/expenses"): self = .expenses
        default: return nil
        }
    }

    /// Whether the route answers only requests carrying a token issued at login.
    var requiresToken: Bool {
        switch self {
        case .login, .events: return false
        case .announcements, .employees, .products, .purchases, .userInfo, .expenses: return true
        }
    }
}
