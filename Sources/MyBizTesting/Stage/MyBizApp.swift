/// What the characterization suites may read of a launched MyBiz's state: what it remembers of the user, where it sends requests, and what it counts for analytics.
public protocol MyBizApp: AnyObject {
    /// The id of the user the app has logged in, or nil while logged out.
    var userId: String? { get }

    /// The server the app's API talks to.
    var apiServer: String { get }

    /// The server named in the app's bundled configuration.
    var configuredServer: String { get }

    /// The events the app has counted for analytics, oldest first (its `Analytics` keeps them in every build).
    var analyticsEvents: [String] { get }
}
