import XCTest
#if BEFORE
@testable import Chapter4Before
#else
@testable import Chapter4After
#endif

/// Pins the login rules as they are, quirks included.
final class ValidatorsCharacterizationTests: XCTestCase {
    func test_isEmail_withAt_isTrue() {
        XCTAssertTrue(Validators.isEmail("agent@shield.org"))
    }

    func test_isEmail_withOnlyAt_isTrue() {
        XCTAssertTrue(Validators.isEmail("@"))
    }

    func test_isEmail_withoutAt_isFalse() {
        XCTAssertFalse(Validators.isEmail("agent.shield.org"))
    }

    func test_isValidPassword_withUppercaseAndMoreThanTwoCharacters_isTrue() {
        XCTAssertTrue(Validators.isValidPassword("hailHydra"))
    }

    func test_isValidPassword_withThreeCharactersOneUppercase_isTrue() {
        XCTAssertTrue(Validators.isValidPassword("abC"))
    }

    func test_isValidPassword_withTwoCharacters_isFalse() {
        XCTAssertFalse(Validators.isValidPassword("aB"))
    }

    func test_isValidPassword_withoutUppercase_isFalse() {
        XCTAssertFalse(Validators.isValidPassword("hailhydra"))
    }

    func test_isValidPassword_withDigitsOnly_isFalse() {
        XCTAssertFalse(Validators.isValidPassword("12345678"))
    }
}
