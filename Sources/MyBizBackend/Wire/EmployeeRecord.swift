import Foundation

/// One person in the org chart, as `GET api/employees` lists them.
struct EmployeeRecord: Codable, Equatable {
    private enum CodingKeys: String, CodingKey {
        case id, givenName, familyName, location, manager, directReports
    }

    /// The employee's id, which `manager` and `directReports` refer to.
    let id: UUID
    /// The first name.
    let givenName: String
    /// The last name.
    let familyName: String
    /// Where the employee works.
    let location: String
    /// The employee's manager, `nil` at the top of the chart.
    let manager: UUID?
    /// The employees who report to this one.
    let directReports: [UUID]

    /// Encodes like the synthesized conformance, except that a missing manager is written
    /// as `null` rather than left out, as the real server does.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(givenName, forKey: .givenName)
        try container.encode(familyName, forKey: .familyName)
        try container.encode(location, forKey: .location)
        try container.encode(manager, forKey: .manager)
        try container.encode(directReports, forKey: .directReports)
    }
}
