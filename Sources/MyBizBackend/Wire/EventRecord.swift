import Foundation

/// One calendar entry, as `GET api/events` lists it.
struct EventRecord: Codable, Equatable {
    /// The kinds of entry the app's calendar distinguishes (public, for the events a test adds).
    typealias Kind = MyBizBackend.EventType

    /// The event's id.
    let id: UUID
    /// The title shown in the calendar.
    let name: String
    /// When it starts, written as ISO 8601.
    let date: Date
    /// What kind of entry it is.
    let type: Kind
    /// How long it lasts, in seconds.
    let duration: TimeInterval
}
