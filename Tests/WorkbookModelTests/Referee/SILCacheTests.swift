@testable import WorkbookModel
import XCTest

final class SILCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sil-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("debug/Modules"), withIntermediateDirectories: true)
        try "struct A {}\n".write(to: source, atomically: true, encoding: .utf8)
        try "module".write(to: module, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var binPath: URL { folder.appendingPathComponent("debug") }
    private var source: URL { folder.appendingPathComponent("A.swift") }
    private var module: URL { binPath.appendingPathComponent("Modules/Platform.swiftmodule") }
    private var swiftc: URL { source }

    private func key(arguments: [String] = ["-emit-silgen"]) -> String {
        SILCache.key(swiftc: swiftc, arguments: arguments, sources: [source], modules: binPath.appendingPathComponent("Modules"))
    }

    func test_text_underTheKeyItWasSavedWith_isTheSavedText() {
        let sut = SILCache(binPath: binPath)
        let key = key()

        sut.save("sil_stage raw\n", module: "Shop", key: key)

        XCTAssertEqual(sut.text(module: "Shop", key: key), "sil_stage raw\n")
    }

    func test_key_afterASourceIsEdited_differs() throws {
        let before = key()

        try "struct B {}\n".write(to: source, atomically: true, encoding: .utf8)

        XCTAssertNotEqual(key(), before)
    }

    func test_key_afterAnImportedModuleIsBuiltAgain_differs() throws {
        let before = key()

        try "module, built again".write(to: module, atomically: true, encoding: .utf8)

        XCTAssertNotEqual(key(), before)
    }

    func test_key_ofOtherArguments_differs() {
        XCTAssertNotEqual(key(arguments: ["-emit-silgen", "-D", "DEBUG"]), key())
    }

    func test_text_underAnotherKey_isNil() {
        let sut = SILCache(binPath: binPath)
        sut.save("sil_stage raw\n", module: "Shop", key: "1-2")

        XCTAssertNil(sut.text(module: "Shop", key: "3-4"))
    }

    func test_text_ofAModuleNeverSaved_isNil() {
        XCTAssertNil(SILCache(binPath: binPath).text(module: "Shop", key: key()))
    }
}
