import XCTest
@testable import WorkbookModel

final class RegistryTargetNamesTests: XCTestCase {
    private let text = """
        chapter0.kind characterize
        chapter0.app chapter1 Before
        chapter1.title One
        chapter9.after MyBiz:Login Login
        """

    func test_targetNames_noScope_areCharacterizationsAndAftersGoalsThenChapterZero() throws {
        let sut = try Registry.parse(text) { _ in false }

        XCTAssertEqual(sut.targetNames { _ in false }, [
            "Chapter1Before", "Chapter1BeforeCharacterizationTests",
            "Chapter1After", "Chapter1AfterCharacterizationTests", "Chapter1AfterGoalsTests",
            "Chapter9Before", "Chapter9BeforeCharacterizationTests",
            "MyBiz", "Login", "Chapter9AfterCharacterizationTests", "Chapter9AfterGoalsTests",
            "Chapter0CharacterizationTests",
        ])
    }

    func test_targetNames_aModulesOwnTestsFolder_addsItsTargetAmongTheGoals() throws {
        let sut = try Registry.parse(text) { _ in false }

        let names = sut.targetNames { $0 == "Chapters/chapter9/Tests/LoginTests" }

        XCTAssertEqual(names.suffix(3), ["Chapter9AfterGoalsTests", "LoginTests", "Chapter0CharacterizationTests"])
    }

    func test_targetNames_scope_keepsOnlyItsSuites() throws {
        let sut = try Registry.parse(text) { _ in false }

        XCTAssertEqual(sut.targetNames(scope: ["chapter1-before-goals"]) { _ in false }, ["Chapter1Before", "Chapter1BeforeGoalsTests"])
    }

    func test_targetNames_beforeGoalsWanted_addsThemToTheDefault() throws {
        let sut = try Registry.parse("chapter1.title One\n") { _ in false }

        XCTAssertTrue(sut.targetNames(beforeGoalsWanted: ["chapter1-before-goals"]) { _ in false }.contains("Chapter1BeforeGoalsTests"))
    }

    func test_targetNames_splitBefore_declaresTheAfterUnderItsStagesNames() throws {
        let sut = try Registry.parse(text) { $0 == "Chapters/chapter9/Before/MyBiz" }

        let names = sut.targetNames { _ in false }

        XCTAssertTrue(names.contains("MyBiz"), "the learner's split Before keeps the modules' own names")
        XCTAssertTrue(names.contains("Chapter9AfterMyBiz"), "the After, in the whole package, under names of its stage")
        XCTAssertTrue(names.contains("Chapter9AfterGoalsTests"))
    }

    func test_targetNames_splitBeforeInAScope_leavesTheAfterToItsOwn() throws {
        let sut = try Registry.parse(text) { $0 == "Chapters/chapter9/Before/MyBiz" }

        let names = sut.targetNames(scope: ["chapter9-before-characterization", "chapter9-after-characterization"]) { _ in false }

        XCTAssertTrue(names.contains("Chapter9BeforeCharacterizationTests"))
        XCTAssertFalse(names.contains("Chapter9AfterCharacterizationTests"))
        XCTAssertFalse(names.contains("Chapter9AfterMyBiz"))
    }

    func test_targetNames_beforeGoalsOfASeveralModuleAfter_leaveTheAfterOut() throws {
        let sut = try Registry.parse(text) { _ in false }

        let names = sut.targetNames(beforeGoalsWanted: ["chapter9-before-goals"]) { _ in false }

        XCTAssertTrue(names.contains("Chapter9BeforeGoalsTests"))
        XCTAssertFalse(names.contains("MyBiz"))
        XCTAssertFalse(names.contains("Chapter9AfterCharacterizationTests"))
        XCTAssertTrue(names.contains("Chapter1AfterGoalsTests"), "an After of one module stays")
    }

    func test_targetNames_beforeGoalsOfASeveralModuleAfter_aliasTheLaterStagesOfItsNames() throws {
        let sut = try Registry.parse(text + "\nchapter10.before MyBiz:Login Login\nchapter10.after MyBiz:Login Login\n") { _ in false }

        let names = sut.targetNames(beforeGoalsWanted: ["chapter9-before-goals"]) { _ in false }

        XCTAssertFalse(names.contains("Login"), "chapter 10's Before is chapter 9's After: under its own name it would hand the reference to chapter 9's goal tests")
        XCTAssertFalse(names.contains("MyBiz"))
        XCTAssertTrue(names.contains("Chapter10BeforeLogin"))
        XCTAssertTrue(names.contains("Chapter10AfterLogin"))
    }

    func test_targetNames_chapterZerosSwiftTestsFolder_addsItsOwnTarget() throws {
        let sut = try Registry.parse(text) { _ in false }

        let names = sut.targetNames { $0 == "Chapters/chapter0/SwiftTests" }

        XCTAssertEqual(names.suffix(2), ["Chapter0CharacterizationTests", "Chapter0SwiftTestingTests"])
    }
}
