import Foundation

/// An HTTP answer the backend sends: a status code and a JSON body.
struct BackendResponse: Equatable {
    /// The HTTP status code.
    let status: Int
    /// The body, sent with `Content-Type: application/json` (even when a fault made it not JSON).
    let body: Data

    /// Answers with `value` encoded as the MyBiz server encodes JSON.
    static func json<Value: Encodable>(_ value: Value, status: Int = 200) -> BackendResponse {
        do {
            return BackendResponse(status: status, body: try JSONEncoder.wire.encode(value))
        } catch {
            // The wire models hold only strings, numbers, dates and UUIDs, which always encode;
            // reporting a server error keeps even an impossible failure visible to the app.
            return BackendResponse(status: 500, body: Data(#"{"error":true,"reason":"Internal Server Error"}"#.utf8))
        }
    }

    /// Answers with the MyBiz error JSON, `{"error": true, "reason": …}`, for `status`.
    static func error(status: Int) -> BackendResponse {
        json(ErrorResponse(status: status), status: status)
    }

    /// A 200 whose body no JSON decoder accepts, as a misconfigured proxy might send.
    static let malformed = BackendResponse(status: 200, body: Data("<html>Gateway says hello</html>".utf8))
}
