import MyBizBackend
import MyBizTesting
import Testing

/// The `.myBiz` trait of a ``MyBizSuite``: the backend at its seed state, one test at a time, nothing left running after each.
///
/// What `MyBizTestCase`'s `setUp` and `tearDown` do for XCTest: before the
/// test, it installs the backend (before anything touches
/// `URLSession.shared`: the backend answers it only then) and resets it;
/// after, it waits until every reply has reached the app and the main queue
/// has settled, and records an issue for the requests that went past the
/// backend. The app and its server are one per process, so tests that take
/// the trait run one at a time, in every suite, whatever Swift Testing's
/// parallelism.
public struct MyBizTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // A suite's own scope runs around all its tests: only each test case takes the app.
        guard testCase != nil else { return try await function() }
        await MyBizTestLock.shared.acquire()
        do {
            try await Self.run(function)
        } catch {
            await MyBizTestLock.shared.release()
            throw error
        }
        await MyBizTestLock.shared.release()
    }

    @MainActor
    private static func run(_ function: @Sendable () async throws -> Void) async throws {
        let backend = MyBizBackend.install()
        do {
            try await function()
        } catch {
            await finish(backend)
            throw error
        }
        await finish(backend)
    }

    /// Waits until the app has done with every reply (2 s at most), then records stray requests.
    @MainActor
    private static func finish(_ backend: MyBizBackend) async {
        let finished = await backend.waitUntilIdle()
        if !finished {
            Issue.record("The app was still waiting for \(backend.requestsInFlight) request(s) 2 s after the test ended; a test must wait for what it started")
        }
        if let strays = StrayRequest.failureMessage(for: backend.strayRequests) {
            Issue.record(Comment(rawValue: strays))
        }
    }
}

extension Trait where Self == MyBizTrait {
    /// MyBiz's test environment for a ``MyBizSuite``; see ``MyBizTrait``.
    public static var myBiz: MyBizTrait { MyBizTrait() }
}
