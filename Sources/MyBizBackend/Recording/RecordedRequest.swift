import Foundation

/// One request as the backend received it, so tests can sense what the app sent without adding seams.
public struct RecordedRequest: Equatable {
    /// The HTTP method, e.g. `"POST"`.
    public let method: String
    /// The URL path without its leading slash, e.g. `"api/users/login"`.
    public let path: String
    /// The route the request matched, or `nil` when the backend answered 404.
    public let route: Route?
    /// The decoded `Authorization` header, or `nil` when it was missing or unreadable.
    public let authorization: Authorization?
    /// The request body, or `nil` when there was none.
    public let body: Data?

    /// Creates a recorded request; the backend makes these, tests may build them to compare.
    public init(method: String, path: String, route: Route?, authorization: Authorization?, body: Data?) {
        self.method = method
        self.path = path
        self.route = route
        self.authorization = authorization
        self.body = body
    }
}
