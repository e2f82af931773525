import Foundation
import XCTest
@testable import WorkbookModel

final class PublishedManifestTests: XCTestCase {
    func test_text_readBack_isTheSameManifestSortedByBytes() {
        let sut = PublishedManifest(fingerprints: ["b/x": "22", "a/Z": "link:../y", "a/a": "11"])

        let text = sut.text

        XCTAssertTrue(text.hasPrefix("# The published workbook"))
        XCTAssertEqual(text.split(separator: "\n").filter { !$0.hasPrefix("#") }, ["link:../y  a/Z", "11  a/a", "22  b/x"])
        XCTAssertEqual(PublishedManifest(text: text), sut)
    }

    func test_changes_eachKind_sortedByPath() {
        let published = PublishedManifest(fingerprints: ["a": "1", "b": "2", "c": "3"])
        let now = PublishedManifest(fingerprints: ["a": "1", "b": "9", "d": "4"])

        XCTAssertEqual(published.changes(to: now), [ManifestChange(.changed, "b"), ManifestChange(.missing, "c"), ManifestChange(.added, "d")])
        XCTAssertEqual(published.changes(to: published), [])
    }

    func test_listing_filesAndLinks_leavesHiddenNamesOut() throws {
        let sut = try TemporaryRepository()
        defer { sut.remove() }
        try sut.write("Chapters/chapter1/Before/.hidden/Secret.swift", "s\n")
        try sut.write("Chapters/chapter1/Before/.DS_Store", "d\n")
        try sut.write("Chapters/chapter1/Before/abc.txt", "abc")
        let digests = try XCTUnwrap(FileDigests())

        let listing = try PublishedManifest.listing(root: sut.root, paths: ["Chapters/chapter1", "Nowhere"], digests: digests)

        XCTAssertEqual(listing.fingerprints["Chapters/chapter1/Before/abc.txt"], "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(listing.fingerprints["Chapters/chapter1/Tests/S.swift"], "link:../../Shared/S.swift")
        XCTAssertEqual(listing.fingerprints["Chapters/chapter1/Tests/Dangling.swift"], "link:nowhere")
        XCTAssertEqual(listing.fingerprints.keys.sorted(), ["Chapters/chapter1/After/App.swift", "Chapters/chapter1/Before/App.swift",
                                                            "Chapters/chapter1/Before/abc.txt", "Chapters/chapter1/Tests/Dangling.swift",
                                                            "Chapters/chapter1/Tests/S.swift", "Chapters/chapter1/Tests/T.swift"])
    }

    func test_roots_pairsThreeFoldersCharacterizeItsSwiftTests() throws {
        let registry = try Registry.parse("chapter0.kind characterize\nchapter1.title One\n") { _ in false }

        XCTAssertEqual(PublishedManifest.roots(registry: registry),
                       ["Package.swift", "Chapters/chapters.registry", "Chapters/Shared", "Sources",
                        "Chapters/chapter1/Before", "Chapters/chapter1/After", "Chapters/chapter1/Tests", "Chapters/chapter0/SwiftTests"])
    }
}
