import Foundation

extension ResultChannel {
    /// `count` one-time tokens for a run's channel, one a line: 16 random bytes each, in hex
    /// (`SystemRandomNumberGenerator`: the system's cryptographic source on Linux and Darwin).
    public static func newTokens(count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<max(0, count)).map { _ in
            (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined() + "\n"
        }.joined()
    }
}
