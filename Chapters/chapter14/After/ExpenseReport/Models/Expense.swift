import Foundation

/// One expense the user reported, as the server lists it.
struct Expense: Decodable, Equatable {
    /// Where an expense is in its approval.
    enum Status: String, Decodable {
        case submitted
        case approved
        case rejected
    }

    let id: UUID
    let title: String
    let amount: Double
    /// The ISO 4217 code of the amount's currency, e.g. "USD".
    let currency: String
    let date: Date
    let status: Status
}
