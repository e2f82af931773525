import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the URL protocol should do with a request: when, and whether to answer or fail.
struct BackendReply: Equatable {
    /// The end of a request's life.
    enum Outcome: Equatable {
        /// Deliver an HTTP response.
        case response(BackendResponse)
        /// Fail the task, as the network would.
        case failure(URLError.Code)
    }

    /// Seconds to wait before the outcome, from injected latency.
    let delay: TimeInterval
    /// The answer or failure.
    let outcome: Outcome
}
