@testable import MyBizBackend
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class MyBizBackendInterceptionTests: BackendTestCase {
    #if canImport(FoundationNetworking)
    // Only Linux fixes the shared session's protocol classes when it is created, which is
    // what `verifyInterception()` relies on.
    func test_install_beforeSharedSessionUse_sharedSessionListsTheProtocol() {
        let classes = URLSession.shared.configuration.protocolClasses ?? []

        let isListed = classes.contains { ObjectIdentifier($0) == ObjectIdentifier(MyBizURLProtocol.self) }

        XCTAssertTrue(isListed)
    }

    // corelibs creates a task's protocol only once the session's cache has answered;
    // the immediate cache makes that happen inside `resume()`.
    func test_install_beforeSharedSessionUse_sharedSessionUsesTheImmediateCache() {
        let cache = URLSession.shared.configuration.urlCache

        XCTAssertTrue(cache is ImmediateURLCache, "\(String(describing: cache))")
    }
    #endif

    func test_probeInterception_installedBackend_isAnsweredByTheURLProtocol() {
        let failure = MyBizBackend.probeInterception()

        XCTAssertNil(failure)
    }

    func test_probeInterception_installedBackend_isNotRecordedAsARequest() {
        _ = MyBizBackend.probeInterception()

        XCTAssertEqual(sut.requests.count, 0)
        XCTAssertEqual(sut.strayRequests, [])
    }

    func test_install_sharedSessionRequest_isAnsweredInProcess() {
        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(sut.requests.count, 1)
    }
}
