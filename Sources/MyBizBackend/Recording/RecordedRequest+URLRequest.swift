import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RecordedRequest {
    /// Records what a `URLRequest` carries, reading its body from the stream if need be.
    init(_ request: URLRequest) {
        let method = request.httpMethod ?? "GET"
        let path = Self.path(of: request.url)
        self.init(
            method: method,
            path: path,
            route: Route(method: method, path: path),
            authorization: request.value(forHTTPHeaderField: "Authorization").flatMap(Authorization.init(headerValue:)),
            body: request.bodyData
        )
    }

    private static func path(of url: URL?) -> String {
        guard let url = url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return "" }
        let path = components.path
        return path.hasPrefix("/") ? String(path.dropFirst()) : path
    }
}
