import Foundation

/// One expense the logged-in user reported, as `GET api/expenses` lists it.
struct ExpenseRecord: Codable, Equatable {
    /// Where an expense is in its approval.
    enum Status: String, Codable, Equatable {
        case submitted
        case approved
        case rejected
    }

    /// The expense's id.
    let id: UUID
    /// What the money was spent on.
    let title: String
    /// How much was spent, in `currency`; a plain JSON number, as product costs are.
    let amount: Double
    /// The ISO 4217 code of the amount's currency, e.g. `"USD"`.
    let currency: String
    /// When the money was spent, written as ISO 8601.
    let date: Date
    /// Where the expense is in its approval.
    let status: Status
}
