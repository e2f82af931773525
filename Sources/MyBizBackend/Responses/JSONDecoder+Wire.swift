import Foundation

extension JSONDecoder {
    /// A decoder reading JSON as the MyBiz server writes it.
    static var wire: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
