import XCTest
@testable import WorkbookModel

final class ScopeKeyTests: XCTestCase {
    /// The key the scripts' wb_scope_key gave for the same files before the model took it over
    /// (find | sort | xargs cksum | cksum on this layout, toolchain line "TC"): kept results
    /// stay valid across the change.
    func test_key_sameFiles_isTheScriptsKey() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        let sut = SourceFiles(root: repository.root)

        let sums = sut.sums(ScopeKey.roots(chapter: "chapter1"))
        let key = ScopeKey.key(scope: "chapter1-before-characterization", toolchain: "TC", recordSnapshots: "",
                               sums: ScopeKey.sums(sums, chapter: "chapter1", stage: "Before"))

        XCTAssertEqual(key, "2048674686-283")
    }

    func test_sums_linksByWhatTheyPointAt_danglingLeftOut() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        let sut = SourceFiles(root: repository.root)

        let sums = sut.sums(["Chapters/chapter1/Tests"])

        XCTAssertEqual(sums, ["579559855 7 Chapters/chapter1/Tests/S.swift", "935282863 5 Chapters/chapter1/Tests/T.swift"])
    }

    func test_sums_ofAStage_leaveTheOtherStageOut() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        let sums = SourceFiles(root: repository.root).sums(ScopeKey.roots(chapter: "chapter1"))

        let sut = ScopeKey.sums(sums, chapter: "chapter1", stage: "Before")

        XCTAssertFalse(sut.contains { $0.hasSuffix("After/App.swift") })
        XCTAssertTrue(sut.contains { $0.hasSuffix("Before/App.swift") })
    }

    func test_key_aFileChanged_changesTheKey() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        let files = SourceFiles(root: repository.root)
        func key() -> String {
            ScopeKey.key(scope: "chapter1-after-goals", toolchain: "TC", recordSnapshots: "",
                         sums: ScopeKey.sums(files.sums(ScopeKey.roots(chapter: "chapter1")), chapter: "chapter1", stage: "After"))
        }
        let before = key()

        try repository.write("Chapters/Shared/S.swift", "shared, edited\n")

        XCTAssertNotEqual(key(), before)
    }

    func test_keys_severalChaptersAtOnce_areEachScopesOwnKey() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        try repository.write("Chapters/chapter10/After/App.swift", "let c = 3\n")
        let files = SourceFiles(root: repository.root)

        let sut = ScopeKey.keys(scopes: ["chapter1-before-characterization", "chapter10-after-goals"], files: files, toolchain: "TC", recordSnapshots: "")

        XCTAssertEqual(sut.map(\.scope), ["chapter1-before-characterization", "chapter10-after-goals"])
        XCTAssertEqual(sut[0].key, "2048674686-283")
        XCTAssertEqual(sut[1].key, ScopeKey.key(scope: "chapter10-after-goals", toolchain: "TC", recordSnapshots: "",
                                                sums: ScopeKey.sums(files.sums(ScopeKey.roots(chapter: "chapter10")), chapter: "chapter10", stage: "After")))
    }
}
