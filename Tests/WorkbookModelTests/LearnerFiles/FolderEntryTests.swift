import Foundation
import XCTest
@testable import WorkbookModel

final class FolderEntryTests: XCTestCase {
    var repository: TemporaryRepository!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
    }

    override func tearDown() {
        repository.remove()
    }

    /// Makes a file whose name is `Bad`, the byte 0xFF, then `.swift`, in `folder`; skips the
    /// test where the file system takes no such name (APFS answers EILSEQ).
    func makeBadlyNamedFile(in folder: String) throws {
        let path = Array(repository.root.appendingPathComponent(folder).path.utf8) + Array("/Bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
        if descriptor < 0, errno == EILSEQ { throw XCTSkip("this file system takes only UTF-8 names") }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
    }

    func test_list_everyKindAndANameThatIsNotUTF8() throws {
        let folder = "Chapters/chapter1/Before"
        XCTAssertEqual(mkfifo(repository.root.appendingPathComponent("\(folder)/Pipe.swift").path, 0o644), 0)
        try makeBadlyNamedFile(in: folder)

        let sut = FolderEntry.list(repository.root.appendingPathComponent(folder).path)

        XCTAssertEqual(sut, [FolderEntry(name: "App.swift", nameIsUTF8: true, kind: .file),
                             FolderEntry(name: "Bad\u{FFFD}.swift", nameIsUTF8: false, kind: .file),
                             FolderEntry(name: "Pipe.swift", nameIsUTF8: true, kind: .special("a named pipe"))])
        XCTAssertEqual(FolderEntry.list(repository.root.appendingPathComponent("Chapters/chapter1/Tests").path).map(\.kind), [.link, .link, .file])
    }

    func test_firstUnusual_aNamedPipe_saysRemoveIt() {
        XCTAssertNil(FolderEntry.firstUnusual(in: "Chapters", root: repository.root))
        XCTAssertEqual(mkfifo(repository.root.appendingPathComponent("Chapters/chapter1/After/Pipe.swift").path, 0o644), 0)

        XCTAssertEqual(FolderEntry.firstUnusual(in: "Chapters", root: repository.root),
                       "Chapters/chapter1/After/Pipe.swift is a named pipe, not a file: nothing can build or compare it — remove it (rm 'Chapters/chapter1/After/Pipe.swift')")
    }

    func test_firstUnusual_aNameNotUTF8_saysRenameIt() throws {
        try makeBadlyNamedFile(in: "Chapters/chapter1/Before")

        XCTAssertEqual(FolderEntry.firstUnusual(in: "Chapters/chapter1", root: repository.root),
                       "Chapters/chapter1/Before/Bad\u{FFFD}.swift has a name that is not UTF-8 (shown with �), which Swift's tools cannot name: rename it")
    }

    func test_listing_aNameNotUTF8_isAnAddition() throws {
        let published = try PublishedManifest.listing(root: repository.root, paths: ["Chapters"], digests: XCTUnwrap(FileDigests()))
        try makeBadlyNamedFile(in: "Chapters/chapter1/Before")

        let now = try PublishedManifest.listing(root: repository.root, paths: ["Chapters"], digests: XCTUnwrap(FileDigests()))

        XCTAssertEqual(published.changes(to: now), [ManifestChange(.added, "Chapters/chapter1/Before/Bad\u{FFFD}.swift")])
    }
}
