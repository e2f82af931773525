/// Something the company can buy.
struct Product: Codable {
    let id: Int
    let name: String
    let cost: Double
    let manufacturer: String
}
