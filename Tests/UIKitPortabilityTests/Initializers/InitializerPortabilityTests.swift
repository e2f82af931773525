import HeadlessUIKit
import XCTest

/// Controllers with their own initializers, and controllers as the `NSObject`s UIKit makes them.
final class InitializerPortabilityTests: PortabilityTestCase {
    func test_ownInitializer_keepsItsDependencyUntilTheViewLoads() {
        let sut = GreetingScreen(greeting: "Hello")

        sut.loadViewIfNeeded()

        XCTAssertEqual(sut.shownGreeting, "Hello")
    }

    func test_controllers_compareByIdentity_asNSObjects() {
        let sut = UIViewController()

        XCTAssertEqual(sut, sut)
        XCTAssertNotEqual(sut, UIViewController())
        XCTAssertTrue((sut as Any) is NSObject)
    }

    func test_controllers_canBeKeysOfASet() {
        let first = GreetingScreen(greeting: "Hi")
        let second = GreetingScreen(greeting: "Hi")

        let set: Set<UIViewController> = [first, second, first]

        XCTAssertEqual(set.count, 2)
    }
}
