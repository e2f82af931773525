/// Whether Chapters/chapters.registry and the chapter folders agree: each check a
/// function of its own, returning its findings (none when they agree), in the order
/// ``all`` runs them. What integrity prints (`workbook registry --problems`).
public struct RegistryChecks {
    public var registry: Registry
    public var files: RepositoryFiles

    /// The facts every Before/After chapter states.
    public static let pairKeys = ["title", "coupling", "technique", "suites"]
    /// The facts every characterize chapter states.
    public static let characterizeKeys = ["title", "app", "mutants"]
    /// The chapter kinds the registry knows besides pair.
    public static let kinds = ["characterize"]

    public init(registry: Registry, files: RepositoryFiles) {
        self.registry = registry
        self.files = files
    }

    private static let characterization = "Chapters/Shared/Characterization"

    /// Every check's findings, chapter by chapter as the scripts always listed them.
    public func all() -> [Finding] {
        var findings = unlistedFolders()
        for chapter in registry.chapters(ofKind: RegistryChapter.pairKind) {
            guard files.isFolder(folder(of: chapter)) else {
                findings += missingFolder(chapter)
                continue
            }
            findings += missingFacts(chapter) + missingModuleFolders(chapter) + missingSuiteFiles(chapter)
                + missingAdapter(chapter) + missingMutantCatalogue(chapter) + unreadableRules(chapter)
        }
        for chapter in registry.chapters where !chapter.isPair {
            findings += exerciseProblems(chapter)
        }
        return findings + unguardedSuites() + suitesThatNameAStage()
    }

    private func folder(of chapter: RegistryChapter) -> String { "Chapters/\(chapter.name)" }

    /// A chapter folder (Chapters/chapterN) the registry does not list.
    public func unlistedFolders() -> [Finding] {
        let listed = Set(registry.chapters.map(\.name))
        let folders = files.names(in: "Chapters").compactMap { name -> (number: Int, name: String)? in
            let digits = name.dropFirst("chapter".count)
            guard name.hasPrefix("chapter"), !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }),
                  let number = Int(digits), files.isFolder("Chapters/\(name)") else { return nil }
            return (number, name)
        }
        return folders.sorted { $0.number < $1.number }.filter { !listed.contains($0.name) }.map {
            Finding(check: "unlisted folder", message: "Chapters/\($0.name) is not in Chapters/chapters.registry: add its lines there (see CONTRIBUTING.md), or remove the folder")
        }
    }

    /// A chapter the registry lists without a folder.
    public func missingFolder(_ chapter: RegistryChapter) -> [Finding] {
        files.isFolder(folder(of: chapter)) ? [] : [Finding(check: "missing folder",
            message: "Chapters/chapters.registry lists \(chapter.name), but there is no folder Chapters/\(chapter.name)")]
    }

    /// A fact the chapter's kind must state and the registry does not.
    public func missingFacts(_ chapter: RegistryChapter) -> [Finding] {
        let keys = chapter.isPair ? Self.pairKeys : Self.characterizeKeys
        return keys.filter { (chapter.facts[$0] ?? "").isEmpty }.map {
            Finding(check: "missing fact", message: "\(chapter.name): the registry has no '\(chapter.name).\($0)' line")
        }
    }

    /// A stage's module without its folder (the stage's own for one module, Stage/Module for several).
    public func missingModuleFolders(_ chapter: RegistryChapter) -> [Finding] {
        chapter.stages.flatMap { stage in
            stage.modules.filter { !files.isFolder(stage.path(of: $0)) }.map { module in
                let relative = stage.path(of: module).dropFirst(folder(of: chapter).count + 1)
                return Finding(check: "missing module folder", message: "\(chapter.name): module \(module.name) has no folder Chapters/\(chapter.name)/\(relative)")
            }
        }
    }

    /// A suite the chapter names without its shared file.
    public func missingSuiteFiles(_ chapter: RegistryChapter) -> [Finding] {
        chapter.suites.filter { !files.isFile("\(Self.characterization)/\($0)CharacterizationTests.swift") }.map {
            Finding(check: "missing suite", message: "\(chapter.name): suite \($0) has no file \(Self.characterization)/\($0)CharacterizationTests.swift")
        }
    }

    /// The chapter's adapter, Tests/StageUnderTest.swift, through which the shared suites reach its stages.
    public func missingAdapter(_ chapter: RegistryChapter) -> [Finding] {
        let adapter = "\(folder(of: chapter))/Tests/StageUnderTest.swift"
        return files.isFile(adapter) ? [] : [Finding(check: "missing adapter", message: "\(chapter.name): no adapter \(adapter)")]
    }

    /// The chapter's mutant catalogue, when it names one, in Chapters/Shared/Mutants.
    public func missingMutantCatalogue(_ chapter: RegistryChapter) -> [Finding] {
        guard let file = chapter.facts["mutants"], !files.isFile("Chapters/Shared/Mutants/\(file)") else { return [] }
        return [Finding(check: "missing mutants", message: "\(chapter.name): the mutant catalogue Chapters/Shared/Mutants/\(file) is missing")]
    }

    /// The chapter's dependency rules (Tests/Dependencies.rules), when it has them, as the referee reads them.
    public func unreadableRules(_ chapter: RegistryChapter) -> [Finding] {
        let path = DependencyRules.path(chapter: chapter.name)
        guard let text = files.contents(path) else { return [] }
        do {
            _ = try DependencyRules.parse(text)
            return []
        } catch {
            return [Finding(check: "rules", message: "\(path): \(error)")]
        }
    }

    /// A chapter that is not a Before/After pair (characterize: chapter 0): its kind, folder,
    /// facts, the stage it names and the links to that chapter's adapter and the launch helpers.
    public func exerciseProblems(_ chapter: RegistryChapter) -> [Finding] {
        guard Self.kinds.contains(chapter.kind) else {
            return [Finding(check: "unknown kind", message: "\(chapter.name): unknown kind '\(chapter.kind)' (the registry knows \(Self.kinds.joined(separator: ", ")); leave kind out for a Before/After chapter)")]
        }
        guard files.isFolder(folder(of: chapter)) else { return missingFolder(chapter) }
        var findings = missingFacts(chapter)
        let app = chapter.facts["app"] ?? ""
        let words = app.split(separator: " ", maxSplits: 1).map(String.init)
        let appChapter = words.first ?? ""
        if !app.isEmpty, chapter.appStage.flatMap({ registry.chapter(named: $0.chapter) })?.isPair != true {
            findings.append(Finding(check: "app stage", message: "\(chapter.name): '\(chapter.name).app \(app)' names no stage (e.g. 'chapter1 Before')"))
        }
        findings += missingMutantCatalogue(chapter)
        let tests = "\(folder(of: chapter))/Tests/Support"
        findings += link("\(tests)/StageUnderTest.swift", to: "../../../\(appChapter)/Tests/StageUnderTest.swift",
                         in: chapter, why: " (the app chapter's adapter)")
        findings += link("\(tests)/MyBizTestCase+Launch.swift", to: "../../../Shared/Support/MyBizTestCase+Launch.swift",
                         in: chapter, why: "")
        // The learner's Swift Testing folder, when there, links the same adapter and its own launch helper.
        let swiftTests = "\(folder(of: chapter))/SwiftTests"
        guard files.isFolder(swiftTests) else { return findings }
        findings += link("\(swiftTests)/Support/StageUnderTest.swift", to: "../../../\(appChapter)/Tests/StageUnderTest.swift",
                         in: chapter, why: " (the app chapter's adapter)")
        findings += link("\(swiftTests)/Support/MyBizSuite+Launch.swift", to: "../../../Shared/Support/MyBizSuite+Launch.swift",
                         in: chapter, why: "")
        return findings
    }

    private func link(_ path: String, to target: String, in chapter: RegistryChapter, why: String) -> [Finding] {
        guard files.linkTarget(path) != target else { return [] }
        let relative = path.dropFirst(folder(of: chapter).count + 1)
        return [Finding(check: "link", message: "\(chapter.name): \(relative) should link to \(target)\(why)")]
    }

    /// The shared suites, Chapters/Shared/Characterization/<Name>CharacterizationTests.swift.
    private var sharedSuites: [(file: String, name: String)] {
        let suffix = "CharacterizationTests.swift"
        return files.names(in: Self.characterization)
            .filter { $0.hasSuffix(suffix) && $0.count > suffix.count && files.isFile("\(Self.characterization)/\($0)") }
            .map { ($0, String($0.dropLast(suffix.count))) }
    }

    /// A shared suite no Before/After chapter names.
    public func unguardedSuites() -> [Finding] {
        let named = Set(registry.chapters(ofKind: RegistryChapter.pairKind).flatMap(\.suites))
        return sharedSuites.filter { !named.contains($0.name) }.map {
            Finding(check: "unguarded suite", message: "\(Self.characterization)/\($0.file) guards no chapter: name \($0.name) in a chapter's suites line, or remove it")
        }
    }

    /// A shared suite that imports a stage or tells stages apart (`#if`): it must reach the stage only through StageUnderTest.
    public func suitesThatNameAStage() -> [Finding] {
        sharedSuites.filter { suite in
            (files.contents("\(Self.characterization)/\(suite.file)") ?? "").split(separator: "\n").contains(where: Self.namesAStage)
        }.map {
            Finding(check: "suite names a stage", message: "\(Self.characterization)/\($0.file) names a stage: shared suites reach the stage only through StageUnderTest")
        }
    }

    /// `#if` at a line's start, or `import ChapterN…` (`@testable` or not, indented or not).
    static func namesAStage(_ line: Substring) -> Bool {
        if line.hasPrefix("#if") { return true }
        var rest = line.drop(while: { $0 == " " || $0 == "\t" })
        if rest.hasPrefix("@testable") {
            let after = rest.dropFirst("@testable".count)
            guard after.first == " " || after.first == "\t" else { return false }
            rest = after.drop(while: { $0 == " " || $0 == "\t" })
        }
        guard rest.hasPrefix("import") else { return false }
        let after = rest.dropFirst("import".count)
        guard after.first == " " || after.first == "\t" else { return false }
        let module = after.drop(while: { $0 == " " || $0 == "\t" })
        return module.hasPrefix("Chapter") && module.dropFirst("Chapter".count).first?.isASCII == true
            && module.dropFirst("Chapter".count).first?.isNumber == true
    }
}
