import XCTest

/// Pins the login rules (MyBiz's `Validators`) as they are, quirks included.
final class ValidatorsCharacterizationTests: XCTestCase {
    func test_isEmail_withAt_isTrue() {
        XCTAssertTrue(StageUnderTest.isEmail("agent@shield.org"))
    }

    func test_isEmail_withOnlyAt_isTrue() {
        XCTAssertTrue(StageUnderTest.isEmail("@"))
    }

    func test_isEmail_withoutAt_isFalse() {
        XCTAssertFalse(StageUnderTest.isEmail("agent.shield.org"))
    }

    func test_isValidPassword_withUppercaseAndMoreThanTwoCharacters_isTrue() {
        XCTAssertTrue(StageUnderTest.isValidPassword("hailHydra"))
    }

    func test_isValidPassword_withThreeCharactersOneUppercase_isTrue() {
        XCTAssertTrue(StageUnderTest.isValidPassword("abC"))
    }

    func test_isValidPassword_withTwoCharacters_isFalse() {
        XCTAssertFalse(StageUnderTest.isValidPassword("aB"))
    }

    func test_isValidPassword_withoutUppercase_isFalse() {
        XCTAssertFalse(StageUnderTest.isValidPassword("hailhydra"))
    }

    func test_isValidPassword_withDigitsOnly_isFalse() {
        XCTAssertFalse(StageUnderTest.isValidPassword("12345678"))
    }
}
