import Foundation

/// A person in the org chart.
struct Employee: Codable {
    let id: UUID
    let givenName: String
    let familyName: String
    let location: String
    let manager: UUID?
    let directReports: [UUID]

    var displayName: String { "\(givenName) \(familyName)" }
}
