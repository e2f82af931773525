/// What happened, in order: the actions that ran, what a field held when its action ran.
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}
