import Foundation

extension MyBizBackend {
    /// Makes requests that miss the backend fail at once, and records them, instead of letting them reach the network.
    ///
    /// The backend answers `URLSession.shared` only: a session the app makes
    /// itself has its own configuration, and a registered URL protocol reaches
    /// a session only through the configuration it was made with. Apple
    /// documents that `URLSessionConfiguration.default` returns a new object
    /// each time, whose changes affect no later one, so nothing public can
    /// put the protocol into every session the app may make. The trap (see
    /// `StrayRequestTrap`) catches such requests instead, on each platform by
    /// what that platform documents:
    /// - Linux: corelibs sends a session's requests through libcurl, which
    ///   honours the `http_proxy` variable. The trap listens on a port of the
    ///   kernel's choice and the variable, this process's own and set before
    ///   any request, points at it; `no_proxy` is cleared so that no local
    ///   setting exempts `localhost`.
    /// - macOS: URLSession takes its proxies from the system's settings, not
    ///   from the environment, so the trap listens where the requests go: on
    ///   the backend's own address, `127.0.0.1:8080`. If another process holds
    ///   that port (a real server, or a second test process run in parallel),
    ///   there is no trap in this process, and its strays reach that process.
    func trapStrayRequests() {
        #if canImport(Glibc)
        guard let trap = StrayRequestTrap.start(caught: { self.recordStray($0) }) else { return }
        setenv("http_proxy", "http://127.0.0.1:\(trap.port)", 1)
        unsetenv("no_proxy")
        unsetenv("NO_PROXY")
        #elseif canImport(Darwin)
        _ = StrayRequestTrap.start(port: UInt16(Self.serverURL.port ?? 8080), caught: { self.recordStray($0) })
        #endif
    }
}
