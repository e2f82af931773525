import Foundation
import MyBizBackend
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension XCTestCase {
    /// Sends a request to the backend through `URLSession.shared`, as the app does, and waits for the answer.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - path: The path below `MyBizBackend.serverURL`, e.g. `"api/events"`.
    ///   - authorization: The raw `Authorization` header value, if any.
    ///   - body: The request body, if any.
    ///   - bodyStream: A body to send as a stream instead, as upload code may.
    func send(_ method: String, _ path: String, authorization: String? = nil, body: Data? = nil,
              bodyStream: Data? = nil, file: StaticString = #filePath, line: UInt = #line) -> Exchange {
        var request = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent(path))
        request.httpMethod = method
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        request.httpBody = body
        if let bodyStream = bodyStream {
            request.httpBodyStream = InputStream(data: bodyStream)
        }
        return perform(request, file: file, line: line)
    }

    /// Performs a request with `URLSession.shared.dataTask` and waits for its completion handler.
    func perform(_ request: URLRequest, file: StaticString = #filePath, line: UInt = #line) -> Exchange {
        let answered = expectation(description: "\(request.httpMethod ?? "GET") \(request.url?.path ?? "") answered")
        let box = ExchangeBox()
        URLSession.shared.dataTask(with: request) { data, response, error in
            box.exchange = Exchange(response: response as? HTTPURLResponse, data: data, error: error)
            answered.fulfill()
        }.resume()

        wait(for: [answered], timeout: 5)

        guard let exchange = box.exchange else {
            XCTFail("no answer to \(request.url?.absoluteString ?? "?")", file: file, line: line)
            return Exchange(response: nil, data: nil, error: nil)
        }
        return exchange
    }

    /// Logs in as the seed user and returns the issued token, failing the test if there is none.
    func logIn(file: StaticString = #filePath, line: UInt = #line) -> String {
        let user = MyBizBackend.seedUser
        let exchange = send("POST", "api/users/login", authorization: basic(user.username, user.password), file: file, line: line)
        guard let token = exchange.object?["token"] as? String else {
            XCTFail("login answered \(exchange.status.map(String.init) ?? "nothing") without a token", file: file, line: line)
            return ""
        }
        return token
    }

    /// An `Authorization` header value for HTTP Basic credentials.
    func basic(_ username: String, _ password: String) -> String {
        "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
    }

    /// An `Authorization` header value for a Bearer token.
    func bearer(_ token: String) -> String {
        "Bearer " + token
    }
}

/// Carries the answer from URLSession's queue to the waiting test; `wait(for:)` orders the accesses.
private final class ExchangeBox: @unchecked Sendable {
    var exchange: Exchange?
}
