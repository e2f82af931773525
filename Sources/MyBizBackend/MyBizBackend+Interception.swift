import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension MyBizBackend {
    /// Stops the process when the URL protocol was registered too late to reach `URLSession.shared`.
    ///
    /// On Linux, `URLSession.shared` copies the registered protocol classes (and
    /// the shared URL cache) once, when it is first touched; a later
    /// registration silently does nothing and every request would go to the
    /// network. Failing loudly here beats a test suite of confusing connection
    /// errors.
    static func verifyInterception() {
        #if canImport(FoundationNetworking)
        let configuration = URLSession.shared.configuration
        let classes = configuration.protocolClasses ?? []
        let isIntercepting = classes.contains { ObjectIdentifier($0) == ObjectIdentifier(MyBizURLProtocol.self) }
        guard isIntercepting, configuration.urlCache is ImmediateURLCache else {
            preconditionFailure("MyBizBackend.install() ran after URLSession.shared was first used in this process; "
                + "install the backend before anything touches URLSession.shared (MyBizTestCase does this in setUp)")
        }
        #endif
    }
}
