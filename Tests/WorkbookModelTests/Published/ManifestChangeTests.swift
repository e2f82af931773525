import XCTest
@testable import WorkbookModel

final class ManifestChangeTests: XCTestCase {
    func test_isReferee_chapterTestsAfterAndOutsideChapters_judgeIt() {
        for path in ["Chapters/chapter1/Tests/Goals/LoginGoals.swift", "Chapters/chapter1/After/API.swift",
                     "Chapters/Shared/Characterization/LoginCharacterizationTests.swift", "Sources/M/M.swift", "Package.swift"] {
            XCTAssertTrue(ManifestChange(.changed, path).isReferee(of: "chapter1"), path)
            XCTAssertTrue(ManifestChange(.changed, path).isReferee(of: nil), path)
        }
    }

    func test_isReferee_beforeSwiftTestsAndOtherChapters_doNot() {
        for path in ["Chapters/chapter1/Before/API.swift", "Chapters/chapter0/SwiftTests/LoginTests.swift",
                     "Chapters/chapter12/After/API.swift", "Chapters/chapter2/Tests/T.swift"] {
            XCTAssertFalse(ManifestChange(.added, path).isReferee(of: "chapter1"), path)
        }
        XCTAssertFalse(ManifestChange(.added, "Chapters/chapter1/Before/API.swift").isReferee(of: nil))
        XCTAssertTrue(ManifestChange(.added, "Chapters/chapter2/Tests/T.swift").isReferee(of: nil))
    }

    func test_isExercise_aBeforeOnly() {
        XCTAssertTrue(ManifestChange(.missing, "Chapters/chapter1/Before/API.swift").isExercise(of: "chapter1"))
        XCTAssertTrue(ManifestChange(.missing, "Chapters/chapter12/Before/API.swift").isExercise(of: nil))
        XCTAssertFalse(ManifestChange(.missing, "Chapters/chapter12/Before/API.swift").isExercise(of: "chapter1"))
        XCTAssertFalse(ManifestChange(.missing, "Chapters/chapter1/After/API.swift").isExercise(of: nil))
        XCTAssertFalse(ManifestChange(.missing, "Chapters/chapterX/Before/API.swift").isExercise(of: nil))
    }
}
