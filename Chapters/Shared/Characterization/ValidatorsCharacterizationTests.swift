import XCTest

/// Pins the login rules (MyBiz's `Validators`) as they are, quirks included.
final class ValidatorsCharacterizationTests: XCTestCase {
    func test_isEmail_withAt_isTrue() {
        XCTAssertTrue(StageUnderTest.isEmail("agent@shield.org"), "isEmail(\"agent@shield.org\") should be true")
    }

    func test_isEmail_withOnlyAt_isTrue() {
        XCTAssertTrue(StageUnderTest.isEmail("@"), "isEmail(\"@\") is true in the legacy code: any text with an @ passes")
    }

    func test_isEmail_withoutAt_isFalse() {
        XCTAssertFalse(StageUnderTest.isEmail("agent.shield.org"), "isEmail(\"agent.shield.org\") should be false: there is no @")
    }

    func test_isValidPassword_withUppercaseAndMoreThanTwoCharacters_isTrue() {
        XCTAssertTrue(StageUnderTest.isValidPassword("hailHydra"), "isValidPassword(\"hailHydra\") should be true")
    }

    func test_isValidPassword_withThreeCharactersOneUppercase_isTrue() {
        XCTAssertTrue(StageUnderTest.isValidPassword("abC"), "isValidPassword(\"abC\") is true in the legacy code: three characters and one uppercase letter are enough")
    }

    func test_isValidPassword_withTwoCharacters_isFalse() {
        XCTAssertFalse(StageUnderTest.isValidPassword("aB"), "isValidPassword(\"aB\") should be false: two characters are too few")
    }

    func test_isValidPassword_withoutUppercase_isFalse() {
        XCTAssertFalse(StageUnderTest.isValidPassword("hailhydra"), "isValidPassword(\"hailhydra\") should be false: there is no uppercase letter")
    }

    func test_isValidPassword_withDigitsOnly_isFalse() {
        XCTAssertFalse(StageUnderTest.isValidPassword("12345678"), "isValidPassword(\"12345678\") should be false: there is no uppercase letter")
    }
}
