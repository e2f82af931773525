import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers requests to `MyBizBackend.serverURL` from the shared backend instead of the network.
///
/// Each request counts as in flight (`RequestsInFlight`) from the moment the
/// platform makes its protocol object until the app's completion handler has
/// heard the reply: see `RequestsInFlight.Ticket`.
///
/// It declares no initializer of its own, on purpose. Apple's Foundation
/// declares `URLProtocol.init(request:cachedResponse:client:)` a plain
/// designated initializer, so a subclass that declares it must write
/// `override`; swift-corelibs-foundation declares it `required`, so a
/// subclass writes `required` there. Inheriting it compiles against both, and
/// the ticket, a stored property's initial value, is made by whichever
/// initializer the platform calls (on Darwin `init(task:cachedResponse:client:)`,
/// a convenience initializer that ends in the designated one).
final class MyBizURLProtocol: URLProtocol {
    /// The header that marks `MyBizBackend.verifyInterception()`'s probe, answered here without asking the backend.
    static let probeHeader = "X-MyBiz-Interception-Probe"

    // `stopLoading` may race a delayed delivery on another thread; the flag, under the lock,
    // makes sure a cancelled task hears nothing more.
    private let lock = NSLock()
    private var isStopped = false
    // This request's place in the count of requests in flight; ends behind the shared session's
    // delegate queue, where the app's completion handler runs (the backend answers
    // URLSession.shared only).
    private let ticket = RequestsInFlight.Ticket(counting: .shared, endingBehind: URLSession.shared.delegateQueue)

    /// Claims only requests to the backend's host and port, so any other traffic is left alone.
    override class func canInit(with request: URLRequest) -> Bool {
        guard let url = request.url else { return false }
        let server = MyBizBackend.serverURL
        return url.scheme?.lowercased() == server.scheme
            && url.host?.lowercased() == server.host
            && url.port == server.port
    }

    /// Returns the request unchanged; the backend has no aliases to canonicalize.
    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    /// Asks the backend for its reply and delivers it, after any injected latency.
    override func startLoading() {
        if request.value(forHTTPHeaderField: Self.probeHeader) != nil {
            // Not the backend's: the probe runs while the backend is being made.
            deliver(.response(BackendResponse(status: 204, body: Data())))
            return
        }
        let reply = MyBizBackend.shared.reply(to: request)
        guard reply.delay > 0 else {
            deliver(reply.outcome)
            return
        }
        // URLProtocol is not Sendable, but its client may be called from any thread and this
        // class guards its own state with `lock`, so handing it to another queue is safe.
        nonisolated(unsafe) let loader = self
        // Waiting on a queue rather than sleeping keeps every thread, including the main one, free.
        DispatchQueue.global().asyncAfter(deadline: .now() + reply.delay) {
            loader.deliver(reply.outcome)
        }
    }

    /// Makes sure a delayed reply is not delivered after the task was cancelled.
    override func stopLoading() {
        lock.lock()
        isStopped = true
        lock.unlock()
    }

    private func deliver(_ outcome: BackendReply.Outcome) {
        lock.lock()
        let isStopped = self.isStopped
        lock.unlock()
        guard !isStopped, let client = client else { return }
        defer { ticket.end() }
        switch outcome {
        case .response(let response):
            guard let url = request.url,
                  let httpResponse = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1",
                                                     headerFields: ["Content-Type": "application/json"]) else {
                client.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
                return
            }
            client.urlProtocol(self, didReceive: httpResponse, cacheStoragePolicy: .notAllowed)
            client.urlProtocol(self, didLoad: response.body)
            client.urlProtocolDidFinishLoading(self)
        case .failure(let code):
            client.urlProtocol(self, didFailWithError: URLError(code))
        }
    }
}
