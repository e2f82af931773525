import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The in-process MyBiz server that answers the app's `URLSession.shared` requests to `serverURL`.
///
/// Tests and demos install it instead of running a real server: every request is
/// recorded, and faults can be injected to exercise the app's failure paths.
public final class MyBizBackend: @unchecked Sendable {
    /// The one backend of this process; first access registers the URL protocol and checks it reaches `URLSession.shared`.
    public static var shared: MyBizBackend { instance }

    /// The address the app's default configuration points at.
    public static let serverURL: URL = {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "localhost"
        components.port = 8080
        components.path = "/"
        // Built from constant, valid components, so this cannot fail.
        guard let url = components.url else { preconditionFailure("MyBizBackend.serverURL could not be built") }
        return url
    }()

    /// The one account the backend accepts at login.
    public static let seedUser = SeedData.user

    // The initializer of a `static let` runs exactly once, thread-safely, so the protocol is
    // registered once however many tests call `install()`.
    private static let instance: MyBizBackend = {
        // Before URLSession.shared exists: it takes the shared cache when it is created.
        URLCache.shared = ImmediateURLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: nil)
        // Only fails for classes that are not URLProtocol subclasses.
        _ = URLProtocol.registerClass(MyBizURLProtocol.self)
        verifyInterception()
        let backend = MyBizBackend()
        backend.trapStrayRequests()
        return backend
    }()

    // Guards `state`: the URL protocol calls in from URLSession's own threads.
    private let lock = NSLock()
    private var state = BackendState()

    private init() {}

    /// Registers the backend (idempotent), verifies it can still intercept `URLSession.shared`, and resets it.
    ///
    /// - Returns: The shared backend, back in its seed state.
    @discardableResult
    public static func install() -> MyBizBackend {
        let backend = shared
        backend.reset()
        return backend
    }

    /// How many requests the app has resumed whose replies have not yet reached it (delivered, cancelled or dropped).
    ///
    /// A request counts from the moment the platform makes its URL protocol
    /// object until the app's completion handler has run (see
    /// `RequestsInFlight.Ticket`). On Linux the protocol is made inside
    /// `resume()` (measured; the immediate URL cache sees to it); Apple's
    /// URLSession makes it on its own thread a moment later, so there a
    /// request just resumed may not count yet: wait for it with
    /// `requestsStarted`, as `MyBizTestCase` does.
    public var requestsInFlight: Int {
        RequestsInFlight.shared.current
    }

    /// Calls `body`, on any thread, once no request is in flight: at once if none is, else when the last reply has reached the app.
    public func whenNothingIsInFlight(_ body: @escaping () -> Void) {
        RequestsInFlight.shared.whenNothingIsInFlight(body)
    }

    /// How many requests the backend has ever taken in this process; it changes whenever a new one starts.
    public var requestsStarted: Int {
        RequestsInFlight.shared.total
    }

    /// Every request the backend received since the last reset, in arrival order.
    public var requests: [RecordedRequest] {
        withState { $0.log }
    }

    /// The requests the app sent since the last reset on a session of its own, past the backend, in arrival order.
    ///
    /// Such a request never reaches the backend: it fails at once with a `502`
    /// whose reason says it missed the in-process backend (see
    /// `trapStrayRequests()`). On macOS only while this process holds the
    /// backend's port (`127.0.0.1:8080`); otherwise this stays empty there.
    public var strayRequests: [StrayRequest] {
        withState { $0.strayRequests }
    }

    /// The recorded requests that matched one route, in arrival order.
    ///
    /// - Parameter route: The route to filter the log by.
    /// - Returns: The matching requests; requests to unknown routes never match.
    public func requests(to route: Route) -> [RecordedRequest] {
        requests.filter { $0.route == route }
    }

    /// Makes the backend misbehave until the next `reset()`.
    ///
    /// Latencies add up and delay whatever else happens; among the other faults the one
    /// injected last wins, so a test can override a broader fault with a narrower one.
    /// - Parameters:
    ///   - fault: How to misbehave.
    ///   - route: The only route to misbehave on, or `nil` for every request.
    public func inject(_ fault: Fault, on route: Route? = nil) {
        withState { $0.injections.append(FaultInjection(fault: fault, route: route)) }
    }

    /// Stops misbehaving: forgets every fault injected since the last reset, and keeps the rest (recorded requests, issued tokens, created purchases and added events).
    ///
    /// A test of what the app does when the server comes back uses it: a
    /// `reset()` would also forget the token the app logged in with.
    public func clearFaults() {
        withState { $0.injections.removeAll() }
    }

    /// Adds an event that `GET api/events` lists after the seed events (and after those added before it), until the next reset.
    ///
    /// The seed events are fixed instants in June 2019, so that a calendar
    /// renders the same everywhere; a test of what a calendar does with dates
    /// near today (which are past, which are today's) adds its own here.
    /// - Parameters:
    ///   - name: The title the calendar shows.
    ///   - date: When it starts.
    ///   - type: What kind of entry it is.
    ///   - duration: How long it lasts, in seconds.
    public func addEvent(name: String, date: Date, type: EventType = .meeting, duration: TimeInterval = 3_600) {
        let event = EventRecord(id: UUID(), name: name, date: date, type: type, duration: duration)
        withState { $0.events.append(event) }
    }

    /// Forgets recorded requests, faults, issued tokens and created purchases and added events, back to the seed state.
    public func reset() {
        withState { $0 = BackendState() }
    }

    /// Records a request that went past the backend.
    func recordStray(_ request: StrayRequest) {
        withState { $0.strayRequests.append(request) }
    }

    /// Records one request and decides how the backend answers it.
    func reply(to request: URLRequest) -> BackendReply {
        let recorded = RecordedRequest(request)
        return withState { state in
            state.log.append(recorded)
            return state.reply(to: recorded)
        }
    }

    private func withState<T>(_ body: (inout BackendState) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
