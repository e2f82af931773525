import Foundation

/// An entry of the company calendar.
struct Event: Codable {
    enum EventType: String, Codable {
        case appointment = "Appointment"
        case meeting = "Meeting"
        case domesticHoliday = "Domestic Holiday"
        case internationalHoliday = "International Holiday"
    }

    let id: UUID
    let name: String
    let date: Date
    let type: EventType
    let duration: TimeInterval
}
