/// A request the app sent past the in-process backend, towards the real network, as the backend's trap caught it.
public struct StrayRequest: Equatable, CustomStringConvertible {
    /// The HTTP method, e.g. `POST`.
    public let method: String
    /// The address the request was for, e.g. `http://localhost:8080/login`.
    public let url: String

    /// Creates a record of a stray request.
    public init(method: String, url: String) {
        self.method = method
        self.url = url
    }

    /// `POST http://localhost:8080/login`.
    public var description: String {
        "\(method) \(url)"
    }
}
