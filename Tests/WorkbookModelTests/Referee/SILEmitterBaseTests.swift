@testable import WorkbookModel
import XCTest

/// Which modules of a catalogue's variant are read from its chapter's base: those whose files
/// and imports the variant left as they were.
final class SILEmitterBaseTests: XCTestCase {
    private var folder: URL!

    /// App imports Login, which imports UIHelpers; App imports UIHelpers too.
    private let stage = Stage(chapter: 10, name: "After", modules: [
        Module(name: "App", dependencies: ["Login", "UIHelpers"]),
        Module(name: "Login", dependencies: ["UIHelpers"]),
        Module(name: "UIHelpers", dependencies: []),
    ])

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sil-base-\(UUID().uuidString)")
        for module in stage.modules {
            try write(module.name, "\(module.name).swift", "struct \(module.name) {}\n")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ module: String, _ name: String, _ text: String) throws {
        let file = folder.appendingPathComponent("\(module)/\(name)")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    private func emitter() -> SILEmitter {
        let nowhere = URL(fileURLWithPath: "/nonexistent")
        return SILEmitter(root: nowhere, binPath: nowhere, swiftc: nowhere, swift: nowhere, work: nowhere, variant: folder)
    }

    /// The base as the variant's files are now, every module's SIL read.
    private func makeSUT() -> SILEmitter.Base {
        let emitter = emitter()
        var files: [String: [String: Data]] = [:]
        var texts: [String: SILText] = [:]
        for module in stage.modules {
            files[module.name] = emitter.variantFiles(of: module, in: stage)
            texts[module.name] = SILText(module: module.name)
        }
        return SILEmitter.Base(modules: folder.appendingPathComponent("Modules"), texts: texts, files: files)
    }

    func test_unchanged_whenTheVariantChangedNothing_isEveryModule() {
        let sut = makeSUT()

        XCTAssertEqual(sut.unchanged(in: stage, variant: emitter()), ["App", "Login", "UIHelpers"])
    }

    func test_unchanged_whenTheAppChanged_isEveryModuleButTheApp() throws {
        let sut = makeSUT()
        try write("App", "App.swift", "struct App { let changed = 1 }\n")

        XCTAssertEqual(sut.unchanged(in: stage, variant: emitter()), ["Login", "UIHelpers"])
    }

    func test_unchanged_whenAnImportedModuleChanged_leavesOutWhatImportsIt() throws {
        let sut = makeSUT()
        try write("UIHelpers", "UIHelpers.swift", "struct UIHelpers { let changed = 1 }\n")

        XCTAssertEqual(sut.unchanged(in: stage, variant: emitter()), [])
    }

    func test_unchanged_whenAFileWasAddedToAModule_leavesThatModuleOut() throws {
        let sut = makeSUT()
        try write("Login", "Extra.swift", "extension Login {}\n")

        XCTAssertEqual(sut.unchanged(in: stage, variant: emitter()), ["UIHelpers"])
    }

    func test_unchanged_aModuleTheBaseHasNoSILOf_isLeftOut() {
        var sut = makeSUT()
        sut.texts["UIHelpers"] = nil

        XCTAssertEqual(sut.unchanged(in: stage, variant: emitter()), [])
    }
}
