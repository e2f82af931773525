import Foundation

extension MyBizBackend {
    /// The kinds of calendar entry the app distinguishes, as `GET api/events` writes them.
    public enum EventType: String, CaseIterable, Codable, Equatable {
        case appointment = "Appointment"
        case meeting = "Meeting"
        case domesticHoliday = "Domestic Holiday"
        case internationalHoliday = "International Holiday"
    }
}
