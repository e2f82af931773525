@testable import MyBizBackend
import XCTest

final class FaultInjectionTests: XCTestCase {
    func test_applies_withoutRoute_appliesToEveryRequest() {
        let sut = FaultInjection(fault: .malformedBody, route: nil)

        let applies = (Route.allCases.map { Optional($0) } + [nil]).map(sut.applies(to:))

        XCTAssertEqual(applies, Array(repeating: true, count: Route.allCases.count + 1))
    }

    func test_applies_withRoute_appliesOnlyToThatRoute() {
        let sut = FaultInjection(fault: .malformedBody, route: .login)

        let applying = Route.allCases.filter { sut.applies(to: $0) }

        XCTAssertEqual(applying, [.login])
        XCTAssertFalse(sut.applies(to: nil))
    }
}
