import Foundation
import XCTest
@testable import WorkbookModel

final class MutantPackageTests: XCTestCase {
    var temporary: TemporaryFolder!
    var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder("mutant-package")
    }

    override func tearDown() {
        temporary.remove()
    }

    private func write(_ text: String, _ path: String) throws {
        try temporary.write(text, path)
    }

    private func text(_ path: String) -> String {
        temporary.text(path)
    }

    private static let catalogue = """
        [default-greeter-rude]
        area    greeting
        notice  The default greeter is rude.
        hint    Read the greeting.
        file    Greeting.swift
        expr    Polite()
        to      MutantRude() as Greeter
        decl    @usableFromInline struct MutantRude: Greeter { @usableFromInline init() {}; @usableFromInline func greet() -> String { "go away" } }

        """

    private func sut() throws -> (MutantPackage, MutantSchemata) {
        try write("public protocol Greeter { func greet() -> String }\npublic struct Polite: Greeter { public init() {}; public func greet() -> String { \"hello\" } }\n"
                  + "public func greeting(by greeter: Greeter = Polite()) -> String { greeter.greet() }\n", "stage/Greeting.swift")
        try write("// a test\n", "tests/T.swift")
        let package = MutantPackage(root: folder.appendingPathComponent("root"), folder: folder.appendingPathComponent("pkg"), stage: folder.appendingPathComponent("stage"),
                                    modules: [Module(name: "Greeter", dependencies: [])], tests: folder.appendingPathComponent("tests"), swiftTests: nil, define: "BEFORE")
        let schemata = MutantSchemata(catalogue: MutantCatalogue(path: "test.mutants", text: Array(Self.catalogue.utf8)), read: WorkbookCommand.fileReader(root: folder))
        return (package, schemata)
    }

    func test_prepare_aMutantWithADeclaration_writesItAfterTheCodeSwitchedAndLeavesTheStageAlone() throws {
        let (sut, schemata) = try sut()
        let stage = text("stage/Greeting.swift")

        let problems = try sut.prepare(schemata, key: "k1")

        XCTAssertEqual(problems, [])
        let mutated = text("pkg/App/Greeter/Greeting.swift")
        XCTAssertTrue(mutated.contains("greeter: Greeter = (MutantSwitch.isOn(\"default-greeter-rude\") ? (MutantRude() as Greeter) : (Polite()))) -> String"), mutated)
        XCTAssertTrue(mutated.contains("\n@usableFromInline struct MutantRude: Greeter "), mutated)
        XCTAssertTrue(text("pkg/App/Greeter/MutantSwitch.swift").contains("@usableFromInline enum MutantSwitch"))
        XCTAssertTrue(text("pkg/App/Greeter/MutantSwitch.swift").contains("@usableFromInline static func isOn(_ id: String) -> Bool"))
        XCTAssertTrue(text("pkg/Switch/switch.c").contains("unsetenv(\"WORKBOOK_MUTANT\")"))
        XCTAssertEqual(text("stage/Greeting.swift"), stage)
    }

    func test_prepare_manifest_declaresTheModuleWithItsDefineAndTheTestsLinked() throws {
        let (sut, schemata) = try sut()

        _ = try sut.prepare(schemata, key: "k1")

        let manifest = text("pkg/Package.swift")
        XCTAssertTrue(manifest.contains(".target(name: \"Greeter\", dependencies: [\"HeadlessUIKit\", \"WorkbookMutantSwitch\"], path: \"App/Greeter\", swiftSettings: swift5),"))
        XCTAssertTrue(manifest.contains("swiftSettings: swift5 + [.define(\"BEFORE\")]),"))
        XCTAssertFalse(manifest.contains("GradedSwiftTests"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("pkg/Tests/GradedTests").path),
                       folder.appendingPathComponent("tests").path)
    }

    func test_prepare_sameKey_writesNothing_otherKey_writesAgainWithoutFilesTheStageLost() throws {
        let (sut, schemata) = try sut()
        _ = try sut.prepare(schemata, key: "k1")
        try write("let stale = 1\n", "pkg/App/Greeter/Stale.swift")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("pkg/App/Greeter/Greeting.swift"))

        _ = try sut.prepare(schemata, key: "k1")
        XCTAssertEqual(text("pkg/App/Greeter/Greeting.swift"), "")

        _ = try sut.prepare(schemata, key: "k2")
        XCTAssertNotEqual(text("pkg/App/Greeter/Greeting.swift"), "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pkg/App/Greeter/Stale.swift").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pkg/App/Greeter/MutantSwitch.swift").path))
    }

    func test_prepare_anAnchorThatFitsNothing_isAProblemAndThePackageIsNotMarkedWritten() throws {
        let (sut, _) = try sut()
        let schemata = MutantSchemata(catalogue: MutantCatalogue(path: "t.mutants", text: Array(Self.catalogue.replacingOccurrences(of: "expr    Polite()", with: "expr    Rude()").utf8)),
                                      read: WorkbookCommand.fileReader(root: folder))

        let problems = try sut.prepare(schemata, key: "k1")

        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].hasPrefix("default-greeter-rude\t"), problems[0])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pkg/.prepared").path))
    }

    // MARK: - Building when what it reads changed

    private func buildCount() -> Int {
        text("builds").split(separator: "\n").count
    }

    private func fakeSwift() throws -> URL {
        try temporary.script("echo \"swift $*\" >>\"\(folder.path)/builds\"\nmkdir -p .build/x/debug && ln -sfn x/debug .build/debug && : >.build/x/debug/MyBizMutantsPackageTests.xctest",
                             "fake/swift")
    }

    private func buildIfChanged(_ sut: MutantPackage, swift: URL) throws -> Int {
        _ = try sut.buildIfChanged(swift: swift, log: folder.appendingPathComponent("build.log"), environment: ["PATH": "/usr/bin:/bin"], reaper: nil, timeLimit: 30)
        return buildCount()
    }

    func test_buildIfChanged_byContent_notByTime() throws {
        let (sut, schemata) = try sut()
        _ = try sut.prepare(schemata, key: "k1")
        let swift = try fakeSwift()
        let file = folder.appendingPathComponent("pkg/App/Greeter/Extra.swift")

        XCTAssertEqual(try buildIfChanged(sut, swift: swift), 1, "first: a build")
        XCTAssertEqual(try buildIfChanged(sut, swift: swift), 1, "nothing changed")
        XCTAssertEqual(text("build.log"), "Nothing changed since the last build.\n")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.appendingPathComponent("pkg/App/Greeter/Greeting.swift").path)
        XCTAssertEqual(try buildIfChanged(sut, swift: swift), 1, "saved again unchanged")
        try Data("let a = 1\n".utf8).write(to: file)
        XCTAssertEqual(try buildIfChanged(sut, swift: swift), 2, "a file added")
        try Data("let a = 2\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 946_684_800)], ofItemAtPath: file.path)
        XCTAssertEqual(try buildIfChanged(sut, swift: swift), 3, "changed with an older time")
        try FileManager.default.removeItem(at: file)
        XCTAssertEqual(try buildIfChanged(sut, swift: swift), 4, "a file removed")
    }

    // MARK: - An After's tests

    func test_testsFolder_goalsWithoutCharacterization_isTheCharacterizationFolder() throws {
        try write("", "chapter/Tests/AfterCharacterization/A.swift")
        try write("", "chapter/Tests/Goals/GoalTests.swift")
        let characterization = folder.appendingPathComponent("chapter/Tests/AfterCharacterization")

        let sut = try MutantPackage.testsFolder(characterization: characterization, goals: folder.appendingPathComponent("chapter/Tests/Goals"),
                                                links: folder.appendingPathComponent("links"))

        XCTAssertEqual(sut, characterization)
    }

    func test_testsFolder_goalsWithCharacterization_linksBothAndDropsWhatIsStale() throws {
        try write("", "chapter/Tests/AfterCharacterization/A.swift")
        try write("", "chapter/Tests/Goals/GoalTests.swift")
        try write("", "chapter/Tests/Goals/SecondAppCharacterizationTests.swift")
        try write("", "links/Stale.swift")
        let links = folder.appendingPathComponent("links")

        let sut = try MutantPackage.testsFolder(characterization: folder.appendingPathComponent("chapter/Tests/AfterCharacterization"),
                                                goals: folder.appendingPathComponent("chapter/Tests/Goals"), links: links)

        XCTAssertEqual(sut, links)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: links.path).sorted(), ["A.swift", "SecondAppCharacterizationTests.swift"])
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: links.appendingPathComponent("A.swift").path),
                       folder.appendingPathComponent("chapter/Tests/AfterCharacterization/A.swift").path)
    }
}
