import Foundation

/// The fixed content the backend serves after every reset, so tests can pin exact values.
enum SeedData {
    /// The only account that can log in.
    static let user = SeedUser(id: uuid(.user, 1), username: "agent@shield.org", password: "hailHydra", name: "Agent")

    /// `GET api/announcements`.
    static let announcements = [
        AnnouncementRecord(id: uuid(.announcement, 1), message: "A thing happened"),
        AnnouncementRecord(id: uuid(.announcement, 2), message: "More stuff to come soon!"),
    ]

    /// `GET api/employees`: a director with two reports, one of whom leads two more.
    static let employees: [EmployeeRecord] = {
        let fury = uuid(.employee, 1), hill = uuid(.employee, 2), coulson = uuid(.employee, 3)
        let may = uuid(.employee, 4), johnson = uuid(.employee, 5)
        return [
            EmployeeRecord(id: fury, givenName: "Nick", familyName: "Fury", location: "Triskelion",
                           manager: nil, directReports: [hill, coulson]),
            EmployeeRecord(id: hill, givenName: "Maria", familyName: "Hill", location: "Triskelion",
                           manager: fury, directReports: []),
            EmployeeRecord(id: coulson, givenName: "Phil", familyName: "Coulson", location: "The Playground",
                           manager: fury, directReports: [may, johnson]),
            EmployeeRecord(id: may, givenName: "Melinda", familyName: "May", location: "The Playground",
                           manager: coulson, directReports: []),
            EmployeeRecord(id: johnson, givenName: "Daisy", familyName: "Johnson", location: "The Playground",
                           manager: coulson, directReports: []),
        ]
    }()

    /// `GET api/events`; dates are fixed instants in June 2019 so calendars render the same everywhere.
    static let events = [
        EventRecord(id: uuid(.event, 1), name: "Alien invasion",
                    date: Date(timeIntervalSince1970: 1_560_175_200), // 2019-06-10T14:00:00Z
                    type: .internationalHoliday, duration: 86_400),
        EventRecord(id: uuid(.event, 2), name: "Interview with Hydra",
                    date: Date(timeIntervalSince1970: 1_560_245_400), // 2019-06-11T09:30:00Z
                    type: .appointment, duration: 3_600),
        EventRecord(id: uuid(.event, 3), name: "Panic attack",
                    date: Date(timeIntervalSince1970: 1_560_355_200), // 2019-06-12T16:00:00Z
                    type: .meeting, duration: 1_800),
    ]

    /// `GET api/products`.
    static let products = [
        ProductRecord(id: 1, name: "Sticky notes", cost: 2.99, manufacturer: "Stark Industries"),
        ProductRecord(id: 2, name: "Grappling hook", cost: 149.5, manufacturer: "Stark Industries"),
        ProductRecord(id: 3, name: "Night-vision goggles", cost: 899, manufacturer: "Hammer Industries"),
        ProductRecord(id: 4, name: "Coffee, 1 kg", cost: 18.75, manufacturer: "Roxxon"),
    ]

    /// `GET api/purchases` before anything was posted.
    static let purchaseOrders = [
        PurchaseOrderRecord(id: 1, comment: "Restock the supply closet", items: [
            PurchaseOrderRecord.Item(productId: 1, quantity: 10),
            PurchaseOrderRecord.Item(productId: 4, quantity: 2),
        ]),
    ]

    /// `GET api/expenses`: the seed user's, oldest first, one in each status; dates are fixed instants in June 2019.
    static let expenses = [
        ExpenseRecord(id: uuid(.expense, 1), title: "Taxi to the Triskelion", amount: 42.5, currency: "USD",
                      date: Date(timeIntervalSince1970: 1_559_549_700), // 2019-06-03T08:15:00Z
                      status: .approved),
        ExpenseRecord(id: uuid(.expense, 2), title: "Team dinner after the debrief", amount: 186.4, currency: "USD",
                      date: Date(timeIntervalSince1970: 1_559_935_800), // 2019-06-07T19:30:00Z
                      status: .approved),
        ExpenseRecord(id: uuid(.expense, 3), title: "Hotel in Sokovia", amount: 540, currency: "EUR",
                      date: Date(timeIntervalSince1970: 1_560_340_800), // 2019-06-12T12:00:00Z
                      status: .submitted),
        ExpenseRecord(id: uuid(.expense, 4), title: "Replacement tactical vest", amount: 389.99, currency: "USD",
                      date: Date(timeIntervalSince1970: 1_560_506_400), // 2019-06-14T10:00:00Z
                      status: .rejected),
    ]

    /// The groups of seed ids, so that ids of different kinds never collide.
    private enum Kind: UInt8 {
        case user = 1, announcement, employee, event, expense
    }

    /// A fixed, recognizable UUID, `5EED00KK-0000-4000-8000-0000000000NN`.
    ///
    /// Built from bytes rather than parsed from a string, so there is nothing to unwrap.
    private static func uuid(_ kind: Kind, _ number: UInt8) -> UUID {
        UUID(uuid: (0x5E, 0xED, 0x00, kind.rawValue, 0x00, 0x00, 0x40, 0x00,
                    0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, number))
    }
}
