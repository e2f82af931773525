import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLRequest {
    /// The body, whether it arrives as `httpBody` or, as URLProtocol often delivers it, as `httpBodyStream`.
    ///
    /// `nil` when there is no body or it is empty, so a GET and an empty POST record alike.
    var bodyData: Data? {
        if let body = httpBody {
            return body.isEmpty ? nil : body
        }
        guard let stream = httpBodyStream else { return nil }
        let data = Self.readAll(from: stream)
        return data.isEmpty ? nil : data
    }

    private static func readAll(from stream: InputStream) -> Data {
        stream.open()
        defer { stream.close() }
        var data = Data()
        let capacity = 4096
        var buffer = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = stream.read(&buffer, maxLength: capacity)
            // 0 is the end of the stream and a negative count an error: either way, stop with what arrived.
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
