import Foundation
import XCTest
@testable import WorkbookModel

/// check's build folders as doctor judges them, in a repository whose chapter 2's After is
/// two modules (their resources are each module's own folder's).
final class BuildFolderHealthTests: XCTestCase {
    private var repository: TemporaryRepository!
    private var sut: BuildFolderHealth!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        try repository.write("Chapters/chapters.registry", "chapter1.title    One\nchapter1.suites   Login\nchapter2.title    Two\nchapter2.after    MyBiz:Login Login\nchapter2.suites   Login\n")
        try repository.write("Chapters/chapter1/Before/Resources/Configuration.json", "{}\n")
        try repository.write("Chapters/chapter2/After/Login/Resources/Strings/Login.json", "{}\n")
        sut = BuildFolderHealth(root: repository.root, registry: try Registry.load(root: repository.root), environment: [:])
    }

    override func tearDown() {
        repository.remove()
    }

    private func build(_ path: String, _ text: String = "built\n") throws {
        try repository.write(".build-check/\(path)", text)
    }

    func test_problems_soundFolders_none() throws {
        try build("stages/build.db", "SQLite format 3\u{0}rest")
        try build("stages/debug.yaml", "client:\n  name: basic\n")
        try build("stages/debug/MyBizWorkbook_Chapter1Before.resources/Configuration.json", "{}\n")
        try build("stages/debug/MyBizWorkbook_Login.resources/Login.json", "{}\n")

        XCTAssertEqual(sut.problems(), [])
    }

    func test_problems_aDamagedDatabaseOrDescription_isNamed() throws {
        try build("stages/build.db", "not a database")
        try build("stages-chapter2-before/debug.yaml", "garbage\n")

        XCTAssertEqual(sut.problems(), [".build-check/stages: its build database is damaged",
                                        ".build-check/stages-chapter2-before: its build description (debug.yaml) is damaged"])
    }

    func test_problems_aResourceWhoseSourceIsGone_isNamed_butNotWhatTheBuildMakes() throws {
        try build("stages/debug/MyBizWorkbook_Chapter1Before.resources/Configuration.json", "{}\n")
        try build("stages/debug/MyBizWorkbook_Chapter1Before.resources/Gone.json", "{}\n")
        try build("stages/debug/MyBizWorkbook_Chapter1Before.resources/Info.plist", "\n")
        try build("stages/debug/MyBizWorkbook_Login.resources/Old.json", "{}\n")

        XCTAssertEqual(sut.problems(), [".build-check/stages: keeps resources whose source is gone (Gone.json Old.json)"])
    }

    func test_staleResources_aModuleWithoutAResourcesFolder_hasNone() throws {
        try build("stages/debug/MyBizWorkbook_Unknown.resources/Anything.json", "{}\n")

        XCTAssertEqual(sut.staleResources(scratch: repository.root.appendingPathComponent(".build-check/stages"), scope: nil), [])
    }

    /// The tools' folder (one swiftc run, rebuilt by its own key) is never one: a fresh clone's
    /// doctor said it was, right after building the tool.
    func test_builtFromOlderSources_namesSwiftPMFoldersBuiltFromOtherSourcesOrWithoutARecord() throws {
        let sum = BuildFolderHealth.ownSourcesSum(root: repository.root)
        try build("stages/debug/A.o")
        try build("stages/\(BuildFolderHealth.sourcesSumFile)", "\(sum)\n")
        try build("stages-chapter2-before/debug/A.o")
        try build("stages-chapter2-before/\(BuildFolderHealth.sourcesSumFile)", "1-2\n")
        try build("tools/workbook")
        try build("run/chapter1/.build/\(BuildFolderHealth.sourcesSumFile)", "1-2\n")
        try build("run/chapter2/.build/debug/A.o")
        try build("chapter1-before-goals/last-run/result.json", "{}\n")

        XCTAssertEqual(sut.builtFromOlderSources(), [".build-check/stages-chapter2-before", ".build-check/run/chapter2/.build"])
    }

    /// The launcher's bash keeps the same sum in every build folder (buildfolder.sh's
    /// wb_own_sources_sum): the two must agree, or every folder is stale.
    func test_ownSourcesSum_isBashs() throws {
        try repository.write("Sources/Nested/Deeper/B.swift", "b\n")
        try repository.write("Sources/a.swift", "a\n")
        let bash = ToolRun(executable: URL(fileURLWithPath: "/bin/sh"),
                           arguments: ["-c", "find Sources Package.swift \\( -type f -o -type l \\) -print0 | LC_ALL=C sort -z | xargs -0 cksum | cksum | tr -s ' \\t' '-'"],
                           directory: repository.root)

        let expected = try bash.capture().output.trimmingCharacters(in: .newlines)

        XCTAssertEqual(BuildFolderHealth.ownSourcesSum(root: repository.root), expected)
    }
}
