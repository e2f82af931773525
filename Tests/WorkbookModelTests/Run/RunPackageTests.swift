import Foundation
import XCTest
@testable import WorkbookModel

final class RunPackageTests: XCTestCase {
    private let sut = RunPackage(chapter: "chapter2", stage: "After", app: "MyBiz", modules: [
        .init(name: "MyBiz", folder: "Chapters/chapter2/After/MyBiz", dependencies: ["Login"], hasResources: false, storyboards: ["main", "tabs"]),
        .init(name: "Login", folder: "Chapters/chapter2/After/Login", dependencies: [], hasResources: true, storyboards: ["login"]),
    ], several: true)

    func test_runStageSource_severalModules_namesTheAppAndEveryStoryboard() {
        let source = sut.runStageSource

        XCTAssertTrue(source.contains("@testable import MyBiz\n@testable import Login\n"), source)
        XCTAssertTrue(source.contains("static let name = \"chapter2 After, MyBiz\""), source)
        XCTAssertTrue(source.contains("mainStoryboard: .main, storyboards: [.tabs, .login]"), source)
    }

    func test_runStageSource_oneModuleWithoutMain_hasNoMainStoryboard() {
        let one = RunPackage(chapter: "chapter1", stage: "Before", app: "Chapter1Before", modules: [
            .init(name: "Chapter1Before", folder: "Chapters/chapter1/Before", dependencies: [], hasResources: false, storyboards: []),
        ], several: false)

        XCTAssertTrue(one.runStageSource.contains("static let name = \"chapter1 Before\""))
        XCTAssertTrue(one.runStageSource.contains("mainStoryboard: nil, storyboards: []"))
    }

    func test_manifest_eachLinkedModuleWithItsDependenciesAndResources() {
        let manifest = sut.manifest

        XCTAssertTrue(manifest.contains(".target(name: \"MyBiz\", dependencies: [\"HeadlessUIKit\", \"Login\"], resources: nil, swiftSettings: swift5),"), manifest)
        XCTAssertTrue(manifest.contains(".target(name: \"Login\", dependencies: [\"HeadlessUIKit\"], resources: [.process(\"Resources\")], swiftSettings: swift5),"), manifest)
        XCTAssertTrue(manifest.contains("\"MyBizBackend\", \"MyBiz\", \"Login\"],"), manifest)
    }

    func test_key_sameSources_sameKey_anEditOrAnotherSwift_anotherKey() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("run-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let login = root.appendingPathComponent("Chapters/chapter2/After/Login/Login.swift")
        try FileManager.default.createDirectory(at: login.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: login)
        let before = sut.key(swift: "/usr/bin/swift", root: root)

        XCTAssertEqual(sut.key(swift: "/usr/bin/swift", root: root), before)
        XCTAssertNotEqual(sut.key(swift: "/opt/swift/usr/bin/swift", root: root), before)
        try Data("let a = 2\n".utf8).write(to: login)
        XCTAssertNotEqual(sut.key(swift: "/usr/bin/swift", root: root), before)
    }

    func test_write_linksTheSourcesAndWritesTheProgram() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("run-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let program = root.appendingPathComponent(RunPackage.programSource)
        try FileManager.default.createDirectory(at: program.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("RunStage.launch()\n".utf8).write(to: program)
        let folder = root.appendingPathComponent(".build-check/run/chapter2-after")

        try sut.write(in: folder, root: root)

        let links = try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("Sources/Login").path)
        XCTAssertEqual(links, root.appendingPathComponent("Chapters/chapter2/After/Login").path)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Sources/workbook-run/main.swift"), encoding: .utf8), "RunStage.launch()\n")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8), sut.manifest)
    }
}
