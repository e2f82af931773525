import Foundation
import UIHelpers

/// The app's settings, bundled as `Configuration.json`.
struct Configuration: Codable {
    struct Rules: Codable {
        let maxPOExpense: Double
    }

    let server: String
    let debug: Bool
    let ui: UIConfiguration
    let rules: Rules

    /// Reads the bundled configuration; the app cannot run without it.
    static func load() -> Configuration {
        guard let url = Bundle.module.url(forResource: "Configuration", withExtension: "json") else {
            fatalError("Configuration.json is missing from the app bundle")
        }
        do {
            return try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: url))
        } catch {
            fatalError("Configuration.json is invalid: \(error)")
        }
    }
}
