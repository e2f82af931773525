import XCTest

final class GoalTests: XCTestCase {
    func test_api_takesConfiguration() throws {
        throw URLError(.badURL)
    }
}
