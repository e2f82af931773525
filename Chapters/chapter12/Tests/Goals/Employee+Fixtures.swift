import Foundation
@testable import MyBiz

extension Employee {
    /// Someone who works at a location; the rest of the record does not matter to the filter.
    static func fixture(_ givenName: String, _ familyName: String, at location: String) -> Employee {
        Employee(id: UUID(), givenName: givenName, familyName: familyName, location: location, manager: nil, directReports: [])
    }

    /// A small company in three places, in the order a server might list it.
    static let company: [Employee] = [
        .fixture("Nick", "Fury", at: "Triskelion"),
        .fixture("Phil", "Coulson", at: "The Playground"),
        .fixture("Maria", "Hill", at: "Triskelion"),
        .fixture("Bobbi", "Morse", at: "Playground Annex"),
        .fixture("Melinda", "May", at: "The Playground"),
    ]
}
