import Foundation
import XCTest
@testable import WorkbookModel

final class BuildTroubleTests: XCTestCase {
    let root = URL(fileURLWithPath: "/repo")
    let scratch = URL(fileURLWithPath: "/repo/.build-check/stages")

    func test_damage_garbledBuildDatabase_isTheFirstSuchErrorRelative() {
        let log = "Building for debugging...\n  error: /repo/.build-check/stages/build.db: file is not a database\nerror: fatalError\n"

        XCTAssertEqual(BuildTrouble.damage(log: log, scratch: scratch, root: root), "error: .build-check/stages/build.db: file is not a database")
    }

    func test_damage_aCompilerErrorInTheRepository_isTheCodes() {
        let log = "/repo/Chapters/chapter1/Before/API.swift:3:5: error: cannot find 'x' in scope\nerror: unable to load build file\n"

        XCTAssertNil(BuildTrouble.damage(log: log, scratch: scratch, root: root))
    }

    func test_damage_anErrorInTheBuildFolder_isTheFolders() {
        let log = "/repo/.build-check/stages/debug/Login.swiftmodule:1:1: error: malformed module file\n"

        XCTAssertEqual(BuildTrouble.damage(log: log, scratch: scratch, root: root), ".build-check/stages/debug/Login.swiftmodule:1:1: error: malformed module file")
    }

    func test_damage_twoSourcesOfOneNameInAModule_isTheCodes() {
        let log = "error: couldn't build /repo/.build-check/stages/x86_64-unknown-linux-gnu/debug/Chapter1Before.build/AppDelegate.swift.o because of multiple producers: Compiling Swift Module 'Chapter1Before' (30 sources), Compiling Swift Module 'Chapter1Before' (30 sources)\n"

        XCTAssertNil(BuildTrouble.damage(log: log, scratch: scratch, root: root))
    }

    func test_damage_noErrorAtAll_isNone() {
        XCTAssertNil(BuildTrouble.damage(log: "Compiling\nBuild complete!\n", scratch: scratch, root: root))
    }

    func test_outsideCause_fullDisk_saysWhatToFree() {
        let cause = BuildTrouble.outsideCause(log: "error: No space left on device\n", status: 1, home: "/home/me")

        XCTAssertEqual(cause?.hasPrefix("the disk is full (No space left on device): free some space"), true)
    }

    func test_outsideCause_homeTheToolchainCannotWriteIn_namesHome() {
        let log = "error: unable to open output file '/nonexistent/.cache/clang/x.pcm': 'No such file'; Permission denied\n"

        XCTAssertEqual(BuildTrouble.outsideCause(log: log, status: 1, home: "/nonexistent"),
                       "HOME (/nonexistent) is not a folder the Swift toolchain can write its caches in: set HOME to your home folder, then check again")
    }

    func test_outsideCause_buildEndedBySignal_namesTheSignal() {
        XCTAssertEqual(BuildTrouble.outsideCause(log: "", status: 137, home: nil),
                       "the build was ended from outside (signal 9 (SIGKILL)) — often the system running out of memory: close other programs, then check again")
    }

    func test_outsideCause_killedCompiler_quotesTheFirstSign() {
        let log = "error: compile command failed due to signal 6 (use -v to see invocation)\nerror: compile command failed due to signal 9\n"

        XCTAssertEqual(BuildTrouble.outsideCause(log: log, status: 1, home: nil),
                       "a compiler was killed (due to signal 6) — often the system running out of memory: close other programs, then check again")
    }

    func test_outsideCause_aCompileError_isNone() {
        XCTAssertNil(BuildTrouble.outsideCause(log: "/repo/a.swift:1:1: error: expected expression\n", status: 1, home: "/home/me"))
    }

    func test_compiledADependency_aModuleOthersUse_isTrue() {
        XCTAssertTrue(BuildTrouble.compiledADependency(log: "[1/9] Compiling Chapter1BeforeGoalsTests A.swift\n[3/9] Compiling Chapter1Before API.swift\n"))
    }

    func test_compiledADependency_onlyTestTargets_isFalse() {
        XCTAssertFalse(BuildTrouble.compiledADependency(log: "[1/9] Compiling Chapter1BeforeGoalsTests A.swift\n[2/9] Linking x\n"))
    }
}
