import XCTest
@testable import WorkbookModel

final class TimeLimitTests: XCTestCase {
    func test_seconds_wholeNumber_isIt() throws {
        XCTAssertEqual(try TimeLimit.seconds("90", name: "--time-limit"), 90)
    }

    func test_seconds_aDay_isIt() throws {
        XCTAssertEqual(try TimeLimit.seconds("86400", name: "--time-limit"), 86_400)
    }

    func test_seconds_zeroEmptyLeadingZeroOrNotANumber_namesTheLimit() {
        for value in ["0", "", "090", "1.5", "-3", "ten"] {
            XCTAssertThrowsError(try TimeLimit.seconds(value, name: "--time-limit"), value) { error in
                XCTAssertEqual(error as? ScriptFailure, ScriptFailure("--time-limit must be a whole number of seconds, 1 or more (it is '\(value)')"))
            }
        }
    }

    func test_seconds_overADayOrPastAnyClock_saysAtMostADay() {
        for value in ["86401", "99999999999999999999999"] {
            XCTAssertThrowsError(try TimeLimit.seconds(value, name: "WORKBOOK_CHECK_BUILD_TIME_LIMIT"), value) { error in
                XCTAssertEqual(error as? ScriptFailure, ScriptFailure("WORKBOOK_CHECK_BUILD_TIME_LIMIT is at most 86400 seconds, a day (it is '\(value)')"))
            }
        }
    }

    func test_secondsFromEnvironment_unsetOrEmpty_isTheDefault() throws {
        XCTAssertEqual(try TimeLimit.seconds(from: [:], "LIMIT", otherwise: 600), 600)
        XCTAssertEqual(try TimeLimit.seconds(from: ["LIMIT": ""], "LIMIT", otherwise: 600), 600)
    }

    func test_secondsFromEnvironment_set_isItsValue() throws {
        XCTAssertEqual(try TimeLimit.seconds(from: ["LIMIT": "45"], "LIMIT", otherwise: 600), 45)
    }
}
