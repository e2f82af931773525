import Foundation

extension Authorization {
    /// Parses an `Authorization` header value such as `Basic YTpi` or `Bearer abc`.
    ///
    /// Returns `nil` for any other scheme or a Basic value that is not base64 of `user:password`,
    /// which the protected routes then treat like a missing header.
    init?(headerValue: String) {
        let parts = headerValue.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let credentials = parts[1].trimmingCharacters(in: .whitespaces)
        switch parts[0].lowercased() {
        case "basic":
            guard let data = Data(base64Encoded: credentials),
                  let decoded = String(data: data, encoding: .utf8),
                  let colon = decoded.firstIndex(of: ":") else { return nil }
            // The password may itself contain colons; only the first one separates.
            self = .basic(username: String(decoded[..<colon]), password: String(decoded[decoded.index(after: colon)...]))
        case "bearer":
            guard !credentials.isEmpty else { return nil }
            self = .bearer(token: credentials)
        default:
            return nil
        }
    }
}
