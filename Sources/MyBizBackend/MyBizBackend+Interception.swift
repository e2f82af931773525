import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension MyBizBackend {
    /// Stops the process when `URLSession.shared` does not reach the URL protocol, saying why.
    ///
    /// Failing loudly here beats a test suite of confusing connection errors.
    /// Two checks, one per platform's way of going wrong:
    /// - On Linux, `URLSession.shared` copies the registered protocol classes
    ///   (and the shared URL cache) once, when it is first touched; a later
    ///   registration silently does nothing. Its configuration says so.
    /// - On both, a probe: one request on `URLSession.shared` that only the
    ///   URL protocol answers (with a header no server sends). Apple's
    ///   Foundation documents that the URL loading system asks each registered
    ///   class when it begins to load a request (`URLProtocol.registerClass(_:)`),
    ///   so there the probe is the check. It runs once per process, in a few
    ///   milliseconds, on URLSession's own threads: the caller's thread (the
    ///   main thread, in a test's setUp) only waits.
    static func verifyInterception() {
        let tooLate = "MyBizBackend.install() ran after URLSession.shared was first used in this process; "
            + "install the backend before anything touches URLSession.shared (MyBizTestCase does this in setUp)"
        #if canImport(FoundationNetworking)
        let configuration = URLSession.shared.configuration
        let classes = configuration.protocolClasses ?? []
        let isIntercepting = classes.contains { ObjectIdentifier($0) == ObjectIdentifier(MyBizURLProtocol.self) }
        guard isIntercepting, configuration.urlCache is ImmediateURLCache else { preconditionFailure(tooLate) }
        #endif
        if let failure = probeInterception() {
            preconditionFailure("URLSession.shared does not reach the in-process backend (\(failure)); " + tooLate)
        }
    }

    /// Sends the probe on `URLSession.shared` and waits for it: `nil` when the URL protocol answered, else what happened instead.
    static func probeInterception(timeout: TimeInterval = 5) -> String? {
        var request = URLRequest(url: serverURL.appendingPathComponent("interception-probe"))
        request.setValue("1", forHTTPHeaderField: MyBizURLProtocol.probeHeader)
        let outcome = ProbeOutcome()
        URLSession.shared.dataTask(with: request) { _, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode
            outcome.finish(status == 204 && error == nil ? nil
                : error.map { "the probe failed: \($0.localizedDescription)" } ?? "the probe got status \(status ?? 0)")
        }.resume()
        guard outcome.answered.wait(timeout: .now() + timeout) == .success else {
            return "the probe had no answer in \(Int(timeout)) s"
        }
        // The probe counted as in flight; the first test must find nothing in flight.
        let idle = DispatchSemaphore(value: 0)
        RequestsInFlight.shared.whenNothingIsInFlight { idle.signal() }
        _ = idle.wait(timeout: .now() + timeout)
        return outcome.failure
    }
}

/// What the interception probe saw, handed from URLSession's delegate queue to the waiting thread.
private final class ProbeOutcome: @unchecked Sendable {
    let answered = DispatchSemaphore(value: 0)
    private(set) var failure: String?

    func finish(_ failure: String?) {
        self.failure = failure
        answered.signal()
    }
}
