import Foundation
import XCTest
@testable import WorkbookModel

final class MutantWorkersTests: XCTestCase {
    var temporary: TemporaryFolder!
    var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder("mutant-workers")
    }

    override func tearDown() {
        temporary.remove()
    }

    /// A test program that says which run it is in by what it prints, from the switch alone.
    private func workers(_ script: String, limit: Int = 10, everyTest: Bool = false, reaper: URL? = nil) throws -> MutantWorkers {
        let program = try temporary.script(script, "fake-tests")
        return MutantWorkers(command: [program.path], directory: folder, environment: ["PATH": "/usr/bin:/bin", "RAN": folder.appendingPathComponent("ran").path],
                             out: folder, limit: limit, everyTest: everyTest, reaper: reaper)
    }

    private static let byName = """
        case $WORKBOOK_MUTANT in
            fail*) echo "/x/T.swift:3: error: T.test_a : failed - caught"; echo "Test Case 'T.test_a' failed (0.001 seconds)" ;;
            none*) ;;
            *) echo "Test Case 'T.test_a' passed (0.001 seconds)" ;;
        esac
        echo "$WORKBOOK_MUTANT" | tr -d . >>"$RAN"
        """

    private func outcomes(_ names: [String], limit: Int = 10) -> [String: MutantRun.Outcome] {
        let paths = RepositoryPaths(root: folder, registry: Registry(chapters: []))
        return Dictionary(uniqueKeysWithValues: MutantRun.outcomeList(folder: folder, names: names, limit: limit, everyTest: false, paths: paths)
            .map { ($0.name, $0.outcome) })
    }

    func test_run_tenRunsThreeAtATime_runsEachOnceWithItsSwitch() throws {
        let sut = try workers(Self.byName)
        let ids = ["fail1", "pass1", "none1", "pass2", "fail2", "pass3", "pass4", "pass5", "pass6", "pass7"]

        let interrupted = sut.run(ids.map { .mutant($0) }, jobs: 3)

        XCTAssertNil(interrupted)
        let ran = try String(contentsOf: folder.appendingPathComponent("ran"), encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(ran.sorted(), ids.sorted())
    }

    func test_run_outcomes_failedMissedNoneAsTheProgramSaidAndAnUnrunOneCrashed() throws {
        let sut = try workers(Self.byName)

        _ = sut.run([.mutant("fail1"), .mutant("pass1"), .mutant("none1")], jobs: 2)

        let read = outcomes(["fail1", "pass1", "none1", "never1"])
        XCTAssertEqual(read["fail1"]?.outcome, "failed")
        XCTAssertEqual(read["fail1"]?.by, "T.test_a")
        XCTAssertEqual(read["fail1"]?.detail, "/x/T.swift:3: failed - caught")
        XCTAssertEqual(read["pass1"]?.outcome, "missed")
        XCTAssertEqual(read["none1"]?.outcome, "none")
        XCTAssertEqual(read["never1"], .unfinished)
    }

    func test_run_realAppAndControl_switchNothingAtTheSameLength() throws {
        let sut = try workers("printf '%s' \"$WORKBOOK_MUTANT\" >>\"$RAN\"; echo >>\"$RAN\"")

        _ = sut.run([.realApp, .control("control-7"), .mutant("m1")], jobs: 1)

        let ran = try String(contentsOf: folder.appendingPathComponent("ran"), encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(ran, [MutantSwitch.value(for: nil), MutantSwitch.value(for: nil), MutantSwitch.value(for: "m1")])
        XCTAssertEqual(Set(ran.map(\.count)), [96])
        for name in ["real-app", "control-7", "m1"] { XCTAssertNotNil(MutantRun.read(folder: folder, name: name), name) }
    }

    func test_run_aFailureThenAWait_stopsTheRunAtItsFirstFailure() throws {
        let sut = try workers("echo \"Test Case 'T.test_a' failed (0.001 seconds)\"; sleep 30; echo late")

        _ = sut.run([.mutant("m1")], jobs: 1)

        XCTAssertEqual(MutantRun.read(folder: folder, name: "m1")?.end, .failed)
        XCTAssertLessThan(MutantRun.read(folder: folder, name: "m1")?.milliseconds ?? .max, 10_000)
    }

    func test_run_everyTest_doesNotStopAtTheFirstFailure() throws {
        let sut = try workers("echo \"Test Case 'T.test_a' failed (0.001 seconds)\"; echo \"Test Case 'T.test_b' passed (0.001 seconds)\"", everyTest: true)

        _ = sut.run([.mutant("m1")], jobs: 1)

        XCTAssertEqual(MutantRun.read(folder: folder, name: "m1")?.end, .ended)
        XCTAssertTrue(MutantRun.read(folder: folder, name: "m1")?.log.contains("T.test_b") ?? false)
    }

    func test_run_aRunPastTheLimit_isStoppedAsHung() throws {
        let sut = try workers("sleep 30", limit: 1)

        _ = sut.run([.mutant("m1")], jobs: 1)

        XCTAssertEqual(MutantRun.read(folder: folder, name: "m1")?.end, .hung)
        XCTAssertEqual(outcomes(["m1"], limit: 1)["m1"]?.outcome, "hung")
    }

    func test_run_aHungRunUnderTheReaper_letsItsCommandSayWhatWasRunningBeforeItEnds() throws {
        let sut = try workers("trap 'echo \"Test Case ExtraTests.hanging started\"; exit 143' TERM; sleep 30 & wait", limit: 1,
                              reaper: try WorkbookExecutable.url())

        _ = sut.run([.mutant("m1")], jobs: 1)

        let run = MutantRun.read(folder: folder, name: "m1")
        XCTAssertEqual(run?.end, .hung)
        XCTAssertTrue(run?.log.contains("ExtraTests.hanging started") ?? false, run?.log ?? "")
        XCTAssertLessThan(run?.milliseconds ?? .max, 10_000)
    }

    func test_run_aRunThatPrintsWithoutEnd_isStoppedWithItsLogCut() throws {
        let sut = try workers("yes 'a line that never ends the run'")

        _ = sut.run([.mutant("m1")], jobs: 1)

        let run = MutantRun.read(folder: folder, name: "m1")
        XCTAssertEqual(run?.end, .flooded)
        XCTAssertEqual(run?.log.utf8.count, MutantWorkers.logLimit)
        XCTAssertEqual(outcomes(["m1"])["m1"]?.outcome, "crashed")
    }

    func test_run_runsEnded_leaveTheirFilesByNameAndNoFolderOfTokens() throws {
        let sut = try workers(Self.byName)

        _ = sut.run([.mutant("pass1"), .mutant("fail1")], jobs: 2)

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".runs-") || $0.hasPrefix("run.") }
        XCTAssertEqual(left, [])
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("pass1.") || $0.hasPrefix("fail1.") }),
                       ["pass1.log", "pass1.status", "pass1.ended", "fail1.log", "fail1.status", "fail1.ended"])
    }

    func test_run_whileARunGoesOn_itsFolderCannotBeListedAndItsFileIsNamedByNoId() throws {
        let sut = try workers("log=$(readlink /proc/$$/fd/1); stat -c '%a' \"$(dirname \"$log\")\" >>\"$RAN\"; basename \"$log\" >>\"$RAN\"")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self/fd/1"), "/proc (Linux) shows a process's open files")

        _ = sut.run([.mutant("login-method-get")], jobs: 1)

        let seen = temporary.text("ran").split(separator: "\n").map(String.init)
        XCTAssertEqual(seen.first, "300")
        XCTAssertFalse(seen.last?.contains("login-method-get") ?? true, seen.last ?? "")
    }
}
