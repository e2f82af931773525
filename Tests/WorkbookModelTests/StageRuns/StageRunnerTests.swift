import Foundation
import XCTest
@testable import WorkbookModel

/// The runner's decisions on files (the scripts' tests run it whole, with a fake swift:
/// Scripts/tests/run's check cases).
final class StageRunnerTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    var folder: URL!
    var registry: Registry!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("stage-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try write("root/Chapters/chapter1/Before/API.swift", "struct API {}\n")
        registry = try Registry.load(root: Self.packageRoot)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func makeSUT(keepsResults: Bool = true, buildsTogether: Bool = true, buildsInTurn: Bool = false) -> StageRunner {
        var settings = StageRunner.Settings(
            root: folder.appendingPathComponent("root"), out: folder.appendingPathComponent("out"), jobs: 2, toolchain: "swift 1",
            environment: [:], swift: URL(fileURLWithPath: "/usr/bin/true"), reaper: nil, scratchBase: folder.appendingPathComponent("scratch"),
            testTimeLimit: 120, buildTimeLimit: 600, logLimit: 1000, keepsResults: keepsResults, buildsTogether: buildsTogether)
        settings.buildsInTurn = buildsInTurn
        return StageRunner(settings: settings, registry: registry)
    }

    private func setModified(_ path: String, secondsFromNow: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(secondsFromNow)],
                                              ofItemAtPath: folder.appendingPathComponent(path).path)
    }

    func test_inherited_variablesThatAskToRecordSnapshots_areLeftOut() {
        let inherited = StageRunner.inherited(["RECORD_SNAPSHOTS": "1", "SNAPSHOT_RECORDING": "yes", "MY_RECORD_OF_SNAPSHOTS": "1", "PATH": "/bin"])

        XCTAssertEqual(inherited, ["PATH": "/bin"])
    }

    func test_testStage_testProgramsOwnCaches_goToAFolderOfTheRunsRemovedAfter() throws {
        let seen = folder.appendingPathComponent("seen")
        try write("fake-tests", "#!/bin/sh\necho \"$XDG_CACHE_HOME $XDG_DATA_HOME\" >>\"\(seen.path)\"\nmkdir -p \"$XDG_CACHE_HOME/x\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("fake-tests").path)
        let scope = "chapter1-before-characterization"

        makeSUT(keepsResults: false).testStage(scope, scratch: folder.appendingPathComponent("scratch"), key: "k",
                                               binary: folder.appendingPathComponent("fake-tests"), filter: nil)

        let home = folder.appendingPathComponent("out/\(scope).home").path
        let lines = try String(contentsOf: seen, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.last.map(String.init), "\(home)/cache \(home)/data")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home))
    }

    func test_buildFolder_buildingInTurn_everyStageBuildsInOneFolder_andOneOfSeveralModulesWithNoOther() {
        let sut = makeSUT(buildsInTurn: true)
        let scratch = folder.appendingPathComponent("scratch")

        let folders = ["chapter10-before-goals", "chapter11-before-characterization", "chapter9-after-goals", "chapter9-before-goals", "chapter1-before-goals"]
            .map { sut.buildFolder($0).lastPathComponent }

        XCTAssertEqual(Set(folders), ["stages-in-turn"])
        XCTAssertEqual(sut.inTurnFolder, scratch.appendingPathComponent("stages-in-turn"))
        XCTAssertFalse(sut.buildsTogether("chapter11-before-characterization"))
        XCTAssertTrue(sut.buildsTogether("chapter1-before-characterization"))
    }

    func test_buildFolder_byDefault_aChapterOfSeveralModulesBeforeAndARepeatingAfterEachInAFolderOfItsOwn() {
        let sut = makeSUT()

        let folders = ["chapter10-before-goals", "chapter11-before-characterization", "chapter9-after-goals", "chapter9-before-goals"]
            .map { sut.buildFolder($0).lastPathComponent }

        XCTAssertEqual(folders, ["stages-chapter10-before", "stages-chapter11-before", "stages", "stages-chapter9-before"])
    }

    func test_removeForeignModules_inTurn_removesOtherStagesModulesNotItsOwnNorOneModuleStagesNorThePlatforms() throws {
        registry = try Registry.parse("chapter1.before Chapter1Before\nchapter9.after MyBiz:Login Login Reports\nchapter10.before MyBiz:Login Login\n") { _ in false }
        let sut = makeSUT(buildsInTurn: true)
        let modules = "scratch/stages-in-turn/x86_64-unknown-linux-gnu/debug/Modules"
        for name in ["MyBiz", "Login", "Reports", "Chapter1Before", "HeadlessUIKit"] {
            try write("\(modules)/\(name).swiftmodule", "")
            try write("\(modules)/\(name).swiftdoc", "")
        }

        sut.removeForeignModules(["chapter10-before-goals"], scratch: sut.inTurnFolder)

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(modules).path)
        XCTAssertEqual(Set(left.map { String($0.prefix { $0 != "." }) }), ["MyBiz", "Login", "Chapter1Before", "HeadlessUIKit"])
        XCTAssertEqual(left.count, 8)
    }

    func test_removeForeignModules_inTurn_aOneModuleStageLeavesNoModuleOfSeveral() throws {
        registry = try Registry.parse("chapter1.before Chapter1Before\nchapter9.before Chapter9Before\nchapter9.after MyBiz:Login Login\n") { _ in false }
        let sut = makeSUT(buildsInTurn: true)
        let modules = "scratch/stages-in-turn/x86_64-unknown-linux-gnu/debug/Modules"
        for name in ["MyBiz", "Login", "Chapter1Before", "Chapter9Before"] { try write("\(modules)/\(name).swiftmodule", "") }

        sut.removeForeignModules(["chapter1-before-characterization", "chapter9-before-goals"], scratch: sut.inTurnFolder)

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(modules).path)
        XCTAssertEqual(Set(left), ["Chapter1Before.swiftmodule", "Chapter9Before.swiftmodule"])
    }

    func test_classes_ofAJointListing_areTheScopesClassesOnceInByteOrder() {
        let listed = ["Chapter1BeforeCharacterizationTests.LoginTests/test_a", "Chapter1BeforeCharacterizationTests.LoginTests/test_b",
                      "Chapter1BeforeCharacterizationTests.AlertTests/test_a", "Chapter1AfterCharacterizationTests.LoginTests/test_a",
                      "Chapter1BeforeCharacterizationTestsX.LoginTests/test_a"]

        let classes = makeSUT().classes(of: "chapter1-before-characterization", in: listed)

        XCTAssertEqual(classes, ["Chapter1BeforeCharacterizationTests.AlertTests", "Chapter1BeforeCharacterizationTests.LoginTests"])
    }

    func test_reuseKept_resultKeptFromTheKey_isCopiedIntoTheRun() throws {
        let sut = makeSUT()
        try write("out/chapter1-before-goals.result.json", "{\"kept\": true}\n")
        sut.keepResult("chapter1-before-goals", key: "123-45")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("out/chapter1-before-goals.result.json"))

        let reused = sut.reuseKept("chapter1-before-goals", key: "123-45")

        XCTAssertTrue(reused)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("out/chapter1-before-goals.result.json"), encoding: .utf8),
                       "{\"kept\": true}\n")
    }

    func test_reuseKept_resultKeptFromAnotherKey_isNot() throws {
        let sut = makeSUT()
        try write("out/chapter1-before-goals.result.json", "{}\n")
        sut.keepResult("chapter1-before-goals", key: "123-45")

        XCTAssertFalse(sut.reuseKept("chapter1-before-goals", key: "999-45"))
    }

    func test_keepResult_withoutTheCache_keepsNothing() throws {
        let sut = makeSUT(keepsResults: false)
        try write("out/chapter1-before-goals.result.json", "{}\n")

        sut.keepResult("chapter1-before-goals", key: "123-45")

        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("scratch/chapter1-before-goals/last-run").path))
    }

    func test_keepable_nothingSavedSinceTheStageStarted_isTrue() throws {
        let sut = makeSUT()
        let key = try XCTUnwrap(sut.keys(["chapter1-before-goals"])["chapter1-before-goals"])
        try setModified("root/Chapters/chapter1/Before/API.swift", secondsFromNow: -60)
        try write("out/chapter1-before-goals.started", "")
        try setModified("out/chapter1-before-goals.started", secondsFromNow: -30)

        XCTAssertTrue(sut.keepable("chapter1-before-goals", key: key))
    }

    func test_keepable_fileSavedUnchangedDuringTheBuild_isFalse() throws {
        let sut = makeSUT()
        let key = try XCTUnwrap(sut.keys(["chapter1-before-goals"])["chapter1-before-goals"])
        try write("out/chapter1-before-goals.started", "")
        try setModified("out/chapter1-before-goals.started", secondsFromNow: -30)
        try setModified("root/Chapters/chapter1/Before/API.swift", secondsFromNow: -10)

        XCTAssertFalse(sut.keepable("chapter1-before-goals", key: key))
    }

    func test_keepable_fileChangedSinceTheKey_isFalse() throws {
        let sut = makeSUT()
        let key = try XCTUnwrap(sut.keys(["chapter1-before-goals"])["chapter1-before-goals"])

        try write("root/Chapters/chapter1/Before/API.swift", "struct API { var x = 1 }\n")

        XCTAssertFalse(sut.keepable("chapter1-before-goals", key: key))
    }

    /// A clock set wrong, a copy from another machine: a file dated later than now was not
    /// saved during the build, or such a stage would never keep a result.
    func test_keepable_fileDatedInTheFuture_isTrue() throws {
        let sut = makeSUT()
        let key = try XCTUnwrap(sut.keys(["chapter1-before-goals"])["chapter1-before-goals"])
        try write("out/chapter1-before-goals.started", "")
        try setModified("out/chapter1-before-goals.started", secondsFromNow: -30)
        try setModified("root/Chapters/chapter1/Before/API.swift", secondsFromNow: 2 * 86_400)

        XCTAssertTrue(sut.keepable("chapter1-before-goals", key: key))
    }

    func test_buildsTogether_characterizationNeverRun_isTrue() {
        XCTAssertTrue(makeSUT().buildsTogether("chapter1-after-characterization"))
    }

    func test_buildsTogether_beforeGoalsNeverRun_isFalse() {
        XCTAssertFalse(makeSUT().buildsTogether("chapter1-before-goals"))
    }

    func test_buildsTogether_keptResultThatDidNotBuild_isFalse() throws {
        let sut = makeSUT()
        var result = StageResult(chapter: "chapter1", stage: "After", suite: "Characterization", status: .build)
        result.details = []
        try result.write(to: folder.appendingPathComponent("out/chapter1-after-characterization.result.json"))
        sut.keepResult("chapter1-after-characterization", key: "1-2")

        XCTAssertFalse(sut.buildsTogether("chapter1-after-characterization"))
    }

    func test_buildsTogether_groupingOff_isFalse() {
        XCTAssertFalse(makeSUT(buildsTogether: false).buildsTogether("chapter1-after-characterization"))
    }

    /// A Before built in a folder of its own imports only its own modules: the compiled
    /// interfaces of its After's module names that it lacks (a split, then a reset) go.
    func test_removeForeignModules_beforeInAFolderOfItsOwn_keepsOnlyItsOwnModules() throws {
        let sut = makeSUT()
        guard let chapter = registry.chapters(ofKind: RegistryChapter.pairKind).first(where: { ($0.stage(named: "After")?.modules.count ?? 0) > 1 }),
              let after = chapter.stage(named: "After"), let before = chapter.stage(named: "Before") else {
            throw XCTSkip("no chapter with an After of several modules")
        }
        let scope = "\(chapter.name)-before-goals"
        let scratch = sut.buildFolder(scope)
        XCTAssertEqual(scratch.lastPathComponent, "stages-\(chapter.name)-before")
        let foreign = try XCTUnwrap(after.modules.map(\.name).first { name in !before.modules.contains { $0.name == name } })
        let modules = scratch.appendingPathComponent("x86_64-test/debug/Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        for name in ["\(foreign).swiftmodule", "\(foreign).swiftdoc", "\(before.modules[0].name).swiftmodule", "\(foreign)Tests.swiftmodule"] {
            _ = FileManager.default.createFile(atPath: modules.appendingPathComponent(name).path, contents: nil)
        }

        sut.removeForeignModules([scope], scratch: scratch)

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: modules.path).sorted(),
                       ["\(before.modules[0].name).swiftmodule", "\(foreign)Tests.swiftmodule"].sorted())
    }
}
