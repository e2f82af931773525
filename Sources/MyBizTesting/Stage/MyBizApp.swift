/// What the characterization suites may read of a launched MyBiz's state: what it remembers of the user, and where it sends requests.
public protocol MyBizApp: AnyObject {
    /// The id of the user the app has logged in, or nil while logged out.
    var userId: String? { get }

    /// The server the app's API talks to.
    var apiServer: String { get }

    /// The server named in the app's bundled configuration.
    var configuredServer: String { get }
}
