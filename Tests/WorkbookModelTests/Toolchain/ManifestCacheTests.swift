import XCTest
@testable import WorkbookModel

/// Where SwiftPM's cache of evaluated manifests is, and that forgetting it takes nothing else.
final class ManifestCacheTests: XCTestCase {
    var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    func test_live_withDotSwiftPMCache_isItsManifests() throws {
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".swiftpm/cache"), withIntermediateDirectories: true)

        let sut = ManifestCache.live(environment: ["HOME": home.path])

        XCTAssertEqual(sut?.folder.path, home.appendingPathComponent(".swiftpm/cache/manifests").path)
    }

    func test_live_withoutDotSwiftPMCache_isInTheUsersCaches() {
        let sut = ManifestCache.live(environment: ["HOME": home.path])

        #if canImport(Darwin)
        XCTAssertEqual(sut?.folder.path, home.appendingPathComponent("Library/Caches/org.swift.swiftpm/manifests").path)
        #else
        XCTAssertEqual(sut?.folder.path, home.appendingPathComponent(".cache/org.swift.swiftpm/manifests").path)
        #endif
    }

    #if !canImport(Darwin)
    func test_live_withXDGCacheHome_isThere() {
        let sut = ManifestCache.live(environment: ["HOME": home.path, "XDG_CACHE_HOME": "/elsewhere/cache"])

        XCTAssertEqual(sut?.folder.path, "/elsewhere/cache/org.swift.swiftpm/manifests")
    }
    #endif

    func test_live_withoutHome_isNil() {
        XCTAssertNil(ManifestCache.live(environment: ["PATH": "/usr/bin"]))
    }

    func test_forget_removesTheManifestsOnly() throws {
        let cache = home.appendingPathComponent("Caches/org.swift.swiftpm")
        let clone = cache.appendingPathComponent("repositories/a-dependency")
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("manifests"), withIntermediateDirectories: true)
        try Data().write(to: cache.appendingPathComponent("manifests/manifest.db"))
        let sut = ManifestCache(folder: cache.appendingPathComponent("manifests"))

        sut.forget()

        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.appendingPathComponent("manifests").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: clone.path), "the clones of dependencies stay")
    }
}
