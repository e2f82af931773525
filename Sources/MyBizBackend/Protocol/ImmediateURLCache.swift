import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL cache that stores nothing and answers at once, so that a task reaches the backend while `resume()` runs.
///
/// Before corelibs Foundation creates a task's URL protocol, it asks the
/// session's cache for a stored reply, and `URLCache` answers on a
/// background-priority queue. Until then nothing tells the backend that a
/// request is coming: a test ending in that window (it grows to milliseconds
/// on a busy machine) would leave the request to land in the next test.
/// Answering "nothing stored" on the calling thread closes the window; the
/// backend never lets its replies be cached, so nothing is lost.
///
/// It declares no initializer, on purpose: create it with
/// `ImmediateURLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: nil)`,
/// inherited. Apple's Foundation gives `URLCache` NSObject's designated
/// `init()` (NSURLCache.h marks no designated initializer, so all are), and
/// a subclass declaring `init()` must write `override` there;
/// swift-corelibs-foundation's `URLCache` has no `init()`, and there
/// `override` is an error. `init(memoryCapacity:diskCapacity:diskPath:)`,
/// inherited, is the one spelling both compile (Apple deprecates it from
/// macOS 27, later than this package's deployment target, so no warning).
final class ImmediateURLCache: URLCache, @unchecked Sendable {
    override func getCachedResponse(for dataTask: URLSessionDataTask, completionHandler: @escaping (CachedURLResponse?) -> Void) {
        completionHandler(nil)
    }

    override func cachedResponse(for request: URLRequest) -> CachedURLResponse? {
        nil
    }

    override func storeCachedResponse(_ cachedResponse: CachedURLResponse, for request: URLRequest) {}

    override func storeCachedResponse(_ cachedResponse: CachedURLResponse, for dataTask: URLSessionDataTask) {}
}
