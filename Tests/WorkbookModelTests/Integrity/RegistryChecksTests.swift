import XCTest
@testable import WorkbookModel

final class RegistryChecksTests: XCTestCase {
    private static let registry = """
        chapter0.kind characterize
        chapter0.title Zero
        chapter0.app chapter1 Before
        chapter0.mutants stage0.mutants
        chapter1.title One
        chapter1.coupling c
        chapter1.technique t
        chapter1.suites Login
        chapter1.mutants chapter1.mutants
        """

    /// A repository that agrees with ``registry``.
    private static let healthy = FakeFiles(
        folders: ["Chapters/chapter0", "Chapters/chapter1", "Chapters/chapter1/Before", "Chapters/chapter1/After"],
        files: [
            "Chapters/chapter1/Tests/StageUnderTest.swift": "",
            "Chapters/Shared/Characterization/LoginCharacterizationTests.swift": "import MyBizTesting\n",
            "Chapters/Shared/Mutants/stage0.mutants": "",
            "Chapters/Shared/Mutants/chapter1.mutants": "",
        ],
        links: [
            "Chapters/chapter0/Tests/Support/StageUnderTest.swift": "../../../chapter1/Tests/StageUnderTest.swift",
            "Chapters/chapter0/Tests/Support/MyBizTestCase+Launch.swift": "../../../Shared/Support/MyBizTestCase+Launch.swift",
        ])

    private func sut(_ text: String = registry, files: FakeFiles = healthy) throws -> RegistryChecks {
        let folders = files.folders
        return RegistryChecks(registry: try Registry.parse(text) { folders.contains($0) }, files: files)
    }

    func test_all_registryAndFoldersAgree_findsNothing() throws {
        XCTAssertEqual(try sut().all(), [])
    }

    func test_unlistedFolders_aFolderNotInTheRegistry_isNamed() throws {
        var files = Self.healthy
        files.folders.formUnion(["Chapters/chapter42", "Chapters/chapterX", "Chapters/chapter", "Chapters/Shared"])

        let findings = try sut(files: files).unlistedFolders()

        XCTAssertEqual(findings.map(\.message), ["Chapters/chapter42 is not in Chapters/chapters.registry: add its lines there (see CONTRIBUTING.md), or remove the folder"])
    }

    func test_all_chapterWithoutFolder_saysOnlyThat() throws {
        let findings = try sut(Self.registry + "\nchapter2.title Two\n").all()

        XCTAssertEqual(findings.map(\.message), ["Chapters/chapters.registry lists chapter2, but there is no folder Chapters/chapter2"])
    }

    func test_missingFacts_pairWithoutSuites_namesTheLine() throws {
        let chapter = try XCTUnwrap(try sut("chapter1.title One\nchapter1.coupling c\nchapter1.technique t\n").registry.chapter(named: "chapter1"))

        let findings = try sut().missingFacts(chapter)

        XCTAssertEqual(findings.map(\.message), ["chapter1: the registry has no 'chapter1.suites' line"])
    }

    func test_unreadableRules_aRulesFileWithAnExceptionWithoutWhy_namesItsLine() throws {
        var files = Self.healthy
        files.files["Chapters/chapter1/Tests/Dependencies.rules"] = "test t\nmessage m\nedge A -> B\nthrough Logger\n"
        let chapter = try XCTUnwrap(try sut().registry.chapter(named: "chapter1"))

        let findings = RegistryChecks(registry: try sut().registry, files: files).unreadableRules(chapter)

        XCTAssertEqual(findings.map(\.message), ["Chapters/chapter1/Tests/Dependencies.rules: line 4: 'through' takes a list, then ': why', got 'Logger'"])
    }

    func test_missingModuleFolders_severalModules_namesEachModulesFolder() throws {
        var files = Self.healthy
        files.folders.insert("Chapters/chapter1/After/App")
        let checks = try sut(Self.registry + "\nchapter1.after App:Login Login\n", files: files)

        let findings = checks.missingModuleFolders(try XCTUnwrap(checks.registry.chapter(named: "chapter1")))

        XCTAssertEqual(findings.map(\.message), ["chapter1: module Login has no folder Chapters/chapter1/After/Login"])
    }

    func test_all_missingSuiteAdapterAndCatalogue_namesEach() throws {
        var files = Self.healthy
        files.files["Chapters/chapter1/Tests/StageUnderTest.swift"] = nil
        files.files["Chapters/Shared/Mutants/chapter1.mutants"] = nil

        let findings = try sut(Self.registry.replacingOccurrences(of: "suites Login", with: "suites Login Imaginary"), files: files).all()

        XCTAssertEqual(findings.map(\.message), [
            "chapter1: suite Imaginary has no file Chapters/Shared/Characterization/ImaginaryCharacterizationTests.swift",
            "chapter1: no adapter Chapters/chapter1/Tests/StageUnderTest.swift",
            "chapter1: the mutant catalogue Chapters/Shared/Mutants/chapter1.mutants is missing",
        ])
    }

    func test_exerciseProblems_unknownKind_saysWhichKindsThereAre() throws {
        let checks = try sut(Self.registry + "\nchapter5.kind quiz\n")

        let findings = checks.exerciseProblems(try XCTUnwrap(checks.registry.chapter(named: "chapter5")))

        XCTAssertEqual(findings.map(\.message), ["chapter5: unknown kind 'quiz' (the registry knows characterize; leave kind out for a Before/After chapter)"])
    }

    func test_exerciseProblems_appNamesNoStageAndLinksPointElsewhere_namesEach() throws {
        var files = Self.healthy
        files.links["Chapters/chapter0/Tests/Support/MyBizTestCase+Launch.swift"] = "../Elsewhere.swift"
        files.folders.insert("Chapters/chapter0/SwiftTests")
        let checks = try sut(Self.registry.replacingOccurrences(of: "chapter1 Before", with: "chapter1 Middle"), files: files)

        let findings = checks.exerciseProblems(try XCTUnwrap(checks.registry.chapter(named: "chapter0")))

        XCTAssertEqual(findings.map(\.message), [
            "chapter0: 'chapter0.app chapter1 Middle' names no stage (e.g. 'chapter1 Before')",
            "chapter0: Tests/Support/MyBizTestCase+Launch.swift should link to ../../../Shared/Support/MyBizTestCase+Launch.swift",
            "chapter0: SwiftTests/Support/StageUnderTest.swift should link to ../../../chapter1/Tests/StageUnderTest.swift (the app chapter's adapter)",
            "chapter0: SwiftTests/Support/MyBizSuite+Launch.swift should link to ../../../Shared/Support/MyBizSuite+Launch.swift",
        ])
    }

    func test_exerciseProblems_appNamesACharacterizeChapter_namesNoStage() throws {
        let checks = try sut(Self.registry.replacingOccurrences(of: "chapter1 Before", with: "chapter0 Before"))

        let findings = checks.exerciseProblems(try XCTUnwrap(checks.registry.chapter(named: "chapter0")))

        XCTAssertEqual(findings.first?.message, "chapter0: 'chapter0.app chapter0 Before' names no stage (e.g. 'chapter1 Before')")
    }

    func test_unguardedSuites_aSuiteNoChapterNames_isNamed() throws {
        var files = Self.healthy
        files.files["Chapters/Shared/Characterization/OrphanCharacterizationTests.swift"] = ""
        files.files["Chapters/Shared/Characterization/README.md"] = ""

        let findings = try sut(files: files).unguardedSuites()

        XCTAssertEqual(findings.map(\.message), ["Chapters/Shared/Characterization/OrphanCharacterizationTests.swift guards no chapter: name Orphan in a chapter's suites line, or remove it"])
    }

    /// The sneaky ways a shared suite can name a stage, and the lines that must still pass.
    func test_namesAStage_importsAndConditions_caughtWhereTheyNameAStage() {
        let caught = ["import Chapter1Before", "@testable import Chapter9After", "   @testable   import\tChapter2Before",
                      "\timport Chapter10After", "#if BEFORE", "#if canImport(Chapter1Before)"]
        let passed = ["import MyBizTesting", "import ChapterKit", "// import Chapter1Before", "let x = 1 // #if",
                      "  #if BEFORE", "@testableimport Chapter1Before", "importChapter1Before", "import Chapters"]
        for line in caught { XCTAssertTrue(RegistryChecks.namesAStage(Substring(line)), line) }
        for line in passed { XCTAssertFalse(RegistryChecks.namesAStage(Substring(line)), line) }
    }

    func test_suitesThatNameAStage_aSuiteImportingAStage_isNamed() throws {
        var files = Self.healthy
        files.files["Chapters/Shared/Characterization/LoginCharacterizationTests.swift"] = "import XCTest\n@testable import Chapter1Before\n"

        let findings = try sut(files: files).suitesThatNameAStage()

        XCTAssertEqual(findings.map(\.message), ["Chapters/Shared/Characterization/LoginCharacterizationTests.swift names a stage: shared suites reach the stage only through StageUnderTest"])
    }
}
