import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a request through `URLSession.shared` came back with.
struct Exchange {
    /// The HTTP response, `nil` when the task failed.
    let response: HTTPURLResponse?
    /// The body, `nil` when the task failed.
    let data: Data?
    /// The task's error, `nil` when a response arrived.
    let error: Error?

    /// The HTTP status code, or `nil` when no response arrived.
    var status: Int? { response?.statusCode }

    /// The body parsed as JSON, or `nil` when it is missing or not JSON.
    var json: Any? {
        data.flatMap { try? JSONSerialization.jsonObject(with: $0) }
    }

    /// The body parsed as a JSON object, or `nil` otherwise.
    var object: [String: Any]? { json as? [String: Any] }

    /// The body parsed as a JSON array of objects, or `nil` otherwise.
    var objects: [[String: Any]]? { json as? [[String: Any]] }

    /// The `URLError` code the task failed with, or `nil`.
    var urlErrorCode: URLError.Code? { (error as? URLError)?.code }
}
