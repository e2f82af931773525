import Foundation

extension JSONEncoder {
    /// An encoder writing JSON as the MyBiz server does: ISO 8601 dates, and sorted keys so bodies are stable.
    static var wire: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
