import Foundation

extension MyBizBackend {
    /// Makes requests that miss the backend fail at once, and records them, instead of letting them reach the network.
    ///
    /// The backend answers `URLSession.shared` only. On Linux, a session the
    /// app makes itself sends its requests through libcurl, which honours the
    /// `http_proxy` variable: pointing it at a loopback trap (see
    /// `StrayRequestTrap`) turns a request to the real `localhost:8080`, and
    /// a test timing out behind it, into an immediate `502` the backend
    /// records. The variable is this process's own, set before any request;
    /// `no_proxy` is cleared so that no local setting exempts `localhost`.
    func trapStrayRequests() {
        #if canImport(Glibc)
        guard let trap = StrayRequestTrap.start(caught: { self.recordStray($0) }) else { return }
        setenv("http_proxy", "http://127.0.0.1:\(trap.port)", 1)
        unsetenv("no_proxy")
        unsetenv("NO_PROXY")
        #endif
    }
}
