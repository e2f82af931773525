import Foundation
import XCTest
@testable import WorkbookModel

/// The next step's facts found on disk: git's view of the After, the Before against the
/// published manifest (or git, without one), the steps' states.
final class RepositoryFactsTests: XCTestCase {
    var repository: ScriptRun!
    var sut: RepositoryFacts!

    override func setUpWithError() throws {
        repository = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        sut = RepositoryFacts.live(root: repository.root, path: repository.environment["PATH"])
    }

    override func tearDown() {
        repository.remove()
    }

    private func publish() throws {
        XCTAssertEqual(repository.run("referees", ["--write", "--maintainer"]), 0, repository.errors)
        try repository.git("init", "-q")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "published")
    }

    func test_afterChanged_anEditOrANewFileUnderAfter_isSeen() throws {
        try publish()
        let untouched = sut.afterChanged("chapter1")

        try repository.write("Chapters/chapter1/After/New.swift", "struct New {}\n")

        XCTAssertFalse(untouched)
        XCTAssertTrue(sut.afterChanged("chapter1"))
        XCTAssertFalse(sut.afterChanged("chapter2"))
    }

    func test_afterChanged_notAGitWorkTree_isNo() throws {
        try repository.write("Chapters/chapter1/After/New.swift", "struct New {}\n")

        XCTAssertFalse(sut.afterChanged("chapter1"))
    }

    /// The facts of the repository as it is now: the manifest's comparison is read once a run
    /// (a snapshot), so each moment asks a new one.
    private func now() -> RepositoryFacts {
        RepositoryFacts.live(root: repository.root, path: repository.environment["PATH"])
    }

    func test_beforePristine_byTheManifest_whateverWasCommitted() throws {
        try publish()
        let published = now().beforePristine("chapter1")
        try repository.write("Chapters/chapter1/Before/Mine.swift", "struct Mine {}\n")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "my work")
        let added = now()
        let addedPristine = added.beforePristine("chapter1")

        try FileManager.default.removeItem(at: repository.root.appendingPathComponent("Chapters/chapter1/Before/Mine.swift"))

        XCTAssertTrue(published)
        XCTAssertFalse(addedPristine)
        XCTAssertTrue(added.beforePristine("chapter2"))
        XCTAssertFalse(added.beforePristine("chapter1"), "one run's answers agree: the comparison is made once")
        XCTAssertTrue(now().beforePristine("chapter1"), "the Before is as published again, though not as committed")
    }

    func test_beforePristine_withoutAManifest_asCommitted() throws {
        try repository.git("init", "-q")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "published")
        let committed = sut.beforePristine("chapter1")

        try repository.write("Chapters/chapter1/Before/Mine.swift", "struct Mine {}\n")

        XCTAssertTrue(committed)
        XCTAssertFalse(sut.beforePristine("chapter1"))
    }

    func test_beforePristine_neitherManifestNorGit_isNotKnown_no() {
        XCTAssertFalse(sut.beforePristine("chapter1"))
    }

    /// A Before git has nothing of (none there, or never added) is no exercise as committed,
    /// though git sees no change to it.
    func test_beforePristine_withoutAManifest_aBeforeGitDoesNotTrack_isNo() throws {
        try repository.git("init", "-q")
        try repository.git("add", "Chapters/chapter2")
        try repository.git("commit", "-q", "-m", "chapter 2 only")
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent("Chapters/chapter1"))

        XCTAssertFalse(sut.beforePristine("chapter1"))
        XCTAssertTrue(sut.beforePristine("chapter2"))
    }

    func test_stepStates_aChapterWithPatches_hasEveryStep_oneWithout_none() throws {
        let states = try XCTUnwrap(sut.stepStates("chapter1"))

        XCTAssertEqual(FolderEntry.list(states.path).filter { $0.kind == .folder }.map(\.name).sorted(), ["0", "1", "2", "3"])
        XCTAssertNil(sut.stepStates("chapter2"))
    }

    func test_editedReferees_aChaptersTestsAfterAndSharedFiles_notItsBefore_norAnotherChapters() throws {
        try publish()
        try repository.write("Chapters/chapter1/After/API.swift", "// weakened\n")
        try repository.write("Chapters/chapter1/Before/Mine.swift", "struct Mine {}\n")
        try repository.write("Package.swift", "// edited\n")

        let chapter1 = try sut.editedReferees("chapter1")
        let chapter2 = try sut.editedReferees("chapter2")

        XCTAssertEqual(chapter1, [EditedReferee(file: "Chapters/chapter1/After/API.swift", change: "changed"),
                                  EditedReferee(file: "Package.swift", change: "added")])
        XCTAssertEqual(chapter2, [EditedReferee(file: "Package.swift", change: "added")])
    }

    func test_editedReferees_noManifest_none() throws {
        try repository.write("Chapters/chapter1/After/API.swift", "// weakened\n")

        XCTAssertEqual(try sut.editedReferees("chapter1"), [])
    }

    func test_editedReferees_noDigestTool_failsSayingSo() throws {
        try publish()
        let sut = RepositoryFacts.live(root: repository.root, path: "/nowhere")

        XCTAssertThrowsError(try sut.editedReferees("chapter1")) { error in
            XCTAssertEqual((error as? ScriptFailure)?.message,
                           "neither sha256sum nor shasum is on PATH: the workbook's files cannot be compared with the published ones")
        }
    }
}
