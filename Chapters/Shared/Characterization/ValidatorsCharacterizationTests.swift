import XCTest
// One suite for every stage of every chapter: the target says which stage it tests.
#if CHAPTER1 && BEFORE
@testable import Chapter1Before
#elseif CHAPTER1
@testable import Chapter1After
#elseif CHAPTER2 && BEFORE
@testable import Chapter2Before
#elseif CHAPTER2
@testable import Chapter2After
#elseif CHAPTER3 && BEFORE
@testable import Chapter3Before
#elseif CHAPTER3
@testable import Chapter3After
#elseif CHAPTER4 && BEFORE
@testable import Chapter4Before
#elseif CHAPTER4
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
