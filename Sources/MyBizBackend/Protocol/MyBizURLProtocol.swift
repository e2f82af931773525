import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers requests to `MyBizBackend.serverURL` from the shared backend instead of the network.
final class MyBizURLProtocol: URLProtocol {
    // `stopLoading` may race a delayed delivery on another thread; the flag, under the lock,
    // makes sure a cancelled task hears nothing more.
    private let lock = NSLock()
    private var isStopped = false
    // Whether this request still counts as in flight; it stops counting exactly once,
    // when its reply is delivered, when it is stopped, or at the latest when it goes away.
    private var isInFlight = true

    required init(request: URLRequest, cachedResponse: CachedURLResponse?, client: URLProtocolClient?) {
        RequestsInFlight.shared.started()
        super.init(request: request, cachedResponse: cachedResponse, client: client)
    }

    deinit {
        stopCounting()
    }

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
        stopCounting()
    }

    private func stopCounting() {
        lock.lock()
        let wasInFlight = isInFlight
        isInFlight = false
        lock.unlock()
        if wasInFlight { RequestsInFlight.shared.finished() }
    }

    private func deliver(_ outcome: BackendReply.Outcome) {
        defer { stopCounting() }
        lock.lock()
        let isStopped = self.isStopped
        lock.unlock()
        guard !isStopped, let client = client else { return }
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
