import Foundation

/// A way the backend can misbehave, to exercise the app's failure paths.
public enum Fault: Equatable {
    /// Delays the answer by this many seconds, without blocking any thread.
    case latency(TimeInterval)
    /// Answers with this HTTP status and the error JSON, whatever the request.
    case status(Int)
    /// Answers 200 with a body that is not JSON.
    case malformedBody
    /// Fails the task with `URLError(.networkConnectionLost)`, as if the server hung up.
    case droppedConnection
}
