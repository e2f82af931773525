import Foundation
import XCTest
@testable import WorkbookModel

final class TestLinksTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("test-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters/chapter1/Tests/Goals"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    private func chapter(suites: String = "Login Menu") throws -> RegistryChapter {
        try XCTUnwrap(Registry.parse("chapter1.title One\nchapter1.suites \(suites)\n") { _ in false }.chapter(named: "chapter1"))
    }

    private func write(_ path: String) throws {
        try Data().write(to: root.appendingPathComponent(path))
    }

    func test_wanted_characterization_linksTheAdapterTheHelperAndTheRegistrysSuites() throws {
        let sut = TestLinks.wanted(chapter: try chapter(), suite: "Characterization", root: root)

        XCTAssertEqual(sut.entries, [
            .init(name: "LoginCharacterizationTests.swift", target: "../../../Shared/Characterization/LoginCharacterizationTests.swift"),
            .init(name: "MenuCharacterizationTests.swift", target: "../../../Shared/Characterization/MenuCharacterizationTests.swift"),
            .init(name: "MyBizTestCase+Launch.swift", target: "../../../Shared/Support/MyBizTestCase+Launch.swift"),
            .init(name: "StageUnderTest.swift", target: "../StageUnderTest.swift"),
        ])
    }

    func test_wanted_goals_linksEverySwiftFileOfTheChaptersGoals() throws {
        try write("Chapters/chapter1/Tests/Goals/LoginGoalTests.swift")
        try write("Chapters/chapter1/Tests/Goals/notes.md")
        try write("Chapters/chapter1/Tests/Goals/.Editor.swift")

        let sut = TestLinks.wanted(chapter: try chapter(), suite: "Goals", root: root)

        XCTAssertEqual(sut.entries.map(\.name), ["LoginGoalTests.swift", "MyBizTestCase+Launch.swift", "StageUnderTest.swift"])
        XCTAssertEqual(sut.entries.first?.target, "../Goals/LoginGoalTests.swift")
    }

    func test_actual_linksAndARealFile_namesEachLinksTargetAndTheFile() throws {
        let folder = root.appendingPathComponent("Chapters/chapter1/Tests/BeforeGoals")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("StageUnderTest.swift").path, withDestinationPath: "../StageUnderTest.swift")
        try write("Chapters/chapter1/Tests/BeforeGoals/Mine.swift")

        let sut = TestLinks.actual(folder: folder)

        XCTAssertEqual(sut.entries, [.init(name: "Mine.swift", target: nil), .init(name: "StageUnderTest.swift", target: "../StageUnderTest.swift")])
    }

    func test_actual_missingFolder_isEmpty() {
        XCTAssertEqual(TestLinks.actual(folder: root.appendingPathComponent("nowhere")).entries, [])
    }

    func test_differences_missingWrongAndExtra_eachALineByName() {
        let wanted = TestLinks(entries: [.init(name: "A.swift", target: "../A.swift"), .init(name: "B.swift", target: "../B.swift")])
        let sut = TestLinks(entries: [.init(name: "B.swift", target: "../Old.swift"), .init(name: "C.swift", target: nil)])

        XCTAssertEqual(sut.differences(from: wanted, folder: "T"), [
            "T/A.swift should link to ../A.swift",
            "T/B.swift should link to ../B.swift",
            "T/B.swift should not be there (it is: ../Old.swift)",
            "T/C.swift should not be there (it is: (file))",
        ])
    }
}
