import XCTest
@testable import WorkbookModel

final class LogsTests: XCTestCase {
    func test_exitStatus_aSignalIsNamed() {
        XCTAssertEqual(ExitStatus.text(3), "exit status 3")
        XCTAssertEqual(ExitStatus.text(132), "signal 4 (SIGILL)")
        XCTAssertEqual(ExitStatus.text(128 + Int(SIGSEGV)), "signal \(SIGSEGV) (SIGSEGV)")
        XCTAssertEqual(ExitStatus.text(192), "exit status 192")
    }

    func test_firstErrors_aLinkErrorWithoutAPlace_isItsErrorLine() throws {
        let log = try String(contentsOf: ExpectedOutputTests.fixtures.appendingPathComponent("stage-runs/build-link-error/build.log"), encoding: .utf8)
        let paths = RepositoryPaths(root: URL(fileURLWithPath: "/r"), registry: Registry(chapters: []))

        let errors = BuildLog(text: log).firstErrors(1, paths: paths)

        XCTAssertEqual(errors, ["error: link command failed with exit code 1 (use -v to see invocation)"])
    }

    func test_firstErrors_twoSourcesOfOneNameInAModule_saysSoAndWhatToDo() {
        let log = "Building for debugging...\nerror: couldn't build /r/.build-check/stages/x86_64-unknown-linux-gnu/debug/Chapter1Before.build/AppDelegate.swift.o because of multiple producers: Compiling Swift Module 'Chapter1Before' (30 sources), Compiling Swift Module 'Chapter1Before' (30 sources)\n"
        let paths = RepositoryPaths(root: URL(fileURLWithPath: "/r"), registry: Registry(chapters: []))

        let errors = BuildLog(text: log).firstErrors(3, paths: paths)

        XCTAssertEqual(errors, ["error: two files named AppDelegate.swift in the module Chapter1Before: a module's files need names of their own (SwiftPM compiles each to AppDelegate.swift.o); rename one"])
    }

    func test_lastLines_withoutCountersAndBlanks() {
        let paths = RepositoryPaths(root: URL(fileURLWithPath: "/r"), registry: Registry(chapters: []))

        let sut = BuildLog.lastLines(["a", "[3/9] Compiling", "  ", "/r/b.swift", "c"], 2, paths: paths)

        XCTAssertEqual(sut, ["  | b.swift", "  | c"])
    }

    func test_testTargetFolder_onlyAChaptersTestTarget() {
        XCTAssertEqual(RepositoryPaths.testTargetFolder("Chapter12BeforeCharacterizationTests"), "Chapters/chapter12/Tests/BeforeCharacterization")
        XCTAssertNil(RepositoryPaths.testTargetFolder("ChapterBeforeGoalsTests"))
        XCTAssertNil(RepositoryPaths.testTargetFolder("Chapter1SomethingTests"))
    }

    func test_crashSummary_noCrash_isNil() {
        let paths = RepositoryPaths(root: URL(fileURLWithPath: "/r"), registry: Registry(chapters: []))

        XCTAssertNil(CrashSummary.line(["Test Case 'T.a' started", "Backtracing: exited with signal 4"], paths: paths))
        XCTAssertEqual(CrashSummary.line(["Fatal error: boom"], paths: paths), "Fatal error: boom")
    }
}
