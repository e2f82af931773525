@testable import WorkbookModel
import XCTest

final class SymbolCacheTests: XCTestCase {
    func test_saveThenLoad_givesTheSameSymbols() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-cache-\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: file) }
        var sut = SymbolCache()
        sut.symbols["$s1"] = Symbol(module: "Shop", typePath: ["ErrorViewController", "AlertType"], typeModule: "Shop", inExtension: true, member: "general", witnessOf: "Equatable")
        sut.symbols["$s2"] = .some(nil)

        sut.save(file)
        let loaded = SymbolCache.load(file)

        XCTAssertEqual(loaded.symbols.count, 2)
        XCTAssertEqual(loaded.symbols["$s1"], sut.symbols["$s1"])
        XCTAssertEqual(loaded.symbols["$s2"], .some(nil))
    }

    func test_load_afterAnotherProcessRewroteTheFile_readsItAgain() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-cache-\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: file) }
        var sut = SymbolCache()
        sut.symbols["$s1"] = .some(nil)
        sut.save(file)
        XCTAssertEqual(SymbolCache.load(file).symbols.count, 1)

        try "$s1\n$s2\n$s3\n".write(to: file, atomically: true, encoding: .utf8)

        XCTAssertEqual(SymbolCache.load(file).symbols.count, 3)
    }

    func test_load_ofNoFile_isEmpty() {
        XCTAssertTrue(SymbolCache.load(URL(fileURLWithPath: "/nonexistent/cache.tsv")).symbols.isEmpty)
    }
}
