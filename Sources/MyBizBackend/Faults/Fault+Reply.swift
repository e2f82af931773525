import Foundation

extension Fault {
    /// The seconds this fault delays an answer; only latency delays.
    var delay: TimeInterval {
        guard case .latency(let seconds) = self else { return 0 }
        // A negative latency cannot make the server answer sooner.
        return max(0, seconds)
    }

    /// The outcome this fault forces instead of the route's answer, or `nil` if it only delays.
    var outcome: BackendReply.Outcome? {
        switch self {
        case .latency: return nil
        case .status(let status): return .response(.error(status: status))
        case .malformedBody: return .response(.malformed)
        case .droppedConnection: return .failure(.networkConnectionLost)
        }
    }
}
