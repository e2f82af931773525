/// The calls several spies received, in the order they happened, so a test can assert on their interleaving.
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}
