/// A failed test's failure, whole: which test, where, and everything it said.
public struct TestFailure: Codable, Equatable, Sendable {
    public var test: String
    public var location: String
    public var message: String

    public init(test: String, location: String, message: String) {
        self.test = test
        self.location = location
        self.message = message
    }
}
