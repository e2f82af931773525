import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers requests to `MyBizBackend.serverURL` from the shared backend instead of the network.
///
/// Each request counts as in flight (`RequestsInFlight`) from the moment
/// `resume()` creates its protocol until the app's completion handler has
/// heard the reply: the count drops on the session's delegate queue, behind
/// the completion handler corelibs queued there.
final class MyBizURLProtocol: URLProtocol {
    // `stopLoading` may race a delayed delivery on another thread; the flag, under the lock,
    // makes sure a cancelled task hears nothing more.
    private let lock = NSLock()
    private var isStopped = false
    // Whether this request still counts as in flight; it stops counting exactly once.
    private var isInFlight = true

    required init(request: URLRequest, cachedResponse: CachedURLResponse?, client: URLProtocolClient?) {
        RequestsInFlight.shared.started()
        super.init(request: request, cachedResponse: cachedResponse, client: client)
    }

    deinit {
        // A stopped (cancelled) request stops counting here: corelibs queues the cancellation's
        // completion handler before it lets go of the protocol, so the count drops behind it.
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
    }

    /// Stops counting the request, once, behind whatever its reply queued for the app.
    ///
    /// The client queues the app's completion handler on the session's delegate
    /// queue, which runs one operation at a time in order; counting down there
    /// means a test that waits for nothing in flight also waits for the app to
    /// hear every reply. The backend answers `URLSession.shared` only.
    private func stopCounting() {
        lock.lock()
        let wasInFlight = isInFlight
        isInFlight = false
        lock.unlock()
        guard wasInFlight else { return }
        URLSession.shared.delegateQueue.addOperation {
            RequestsInFlight.shared.finished()
        }
    }

    private func deliver(_ outcome: BackendReply.Outcome) {
        lock.lock()
        let isStopped = self.isStopped
        lock.unlock()
        guard !isStopped, let client = client else { return }
        defer { stopCounting() }
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
