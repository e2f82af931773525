import Foundation

/// One orderable product, as `GET api/products` lists it.
struct ProductRecord: Codable, Equatable {
    /// The product's id, which purchase order items refer to.
    let id: Int
    /// The product's name.
    let name: String
    /// The price of one unit.
    let cost: Double
    /// Who makes it.
    let manufacturer: String
}
