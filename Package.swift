// swift-tools-version:6.0
//
// The MyBiz dependency-breaking workbook.
//
// Every chapter is a pair of stages (Before, After) built on HeadlessUIKit;
// Chapters/chapters.registry lists the chapters, each stage's modules and the
// shared characterization suites that guard them. `swift test` builds and
// tests everything that must be green on a clean clone: the platform, the
// backend, every stage's characterization tests and every After's goal tests.
//
// WORKBOOK_SCOPE narrows the package to some of its test targets, so that the
// scripts can build one stage at a time: a compile error in one stage then
// cannot hide another stage's results. It is a comma-separated list of:
//   platform, backend, chapterN-before-characterization,
//   chapterN-before-goals, chapterN-after-characterization,
//   chapterN-after-goals, chapter0-characterization (the learner's own tests)
// A stage of several modules (Chapters/chapters.registry) has each in a folder of its
// own; its test targets define MODULES, and a module's own tests, in
// Chapters/chapterN/Tests/<Module>Tests, are a test target of that name among the
// stage's goals. A learner splits a Before into its After's modules by creating the
// After's folders in Before (the app's first): see splitBefore(_:like:in:).
// Goal tests on a Before stage exist only in such a scope, or for the
// chapters listed in .workbook/before-goals (written by ./Scripts/xcode, for
// IDEs that cannot pass an environment variable): on a pristine Before they
// are not meant to compile.

import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let registry = root.appendingPathComponent("Chapters/chapters.registry")
let chapters = ChapterRegistry.load(from: registry)

let scope: Set<String>? = ProcessInfo.processInfo.environment["WORKBOOK_SCOPE"]
    .flatMap { value in value.isEmpty ? nil : Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }) }

/// Chapters whose Before goal tests a learner asked for by default (see ./Scripts/xcode).
let beforeGoalsWanted: Set<String> = (try? String(contentsOf: root.appendingPathComponent(".workbook/before-goals"), encoding: .utf8))
    .map { Set($0.split(whereSeparator: \.isWhitespace).map { "\($0.lowercased())-before-goals" }) } ?? []

func isInScope(_ name: String, byDefault: Bool) -> Bool {
    scope.map { $0.contains(name) } ?? (byDefault || beforeGoalsWanted.contains(name))
}

let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
/// For the modules a learner never edits (the platform, an After and its tests), in the
/// scripts' builds (a scope) on Linux: one whole-module compile instead of batches that each
/// type-check the module again (a fresh clone's first check of chapter1 on 2 idle cores, three
/// clones each: 13.3 s against 14.5 s without it). `-num-threads` keeps an object per file, as
/// SwiftPM's index store for test discovery wants (without it: "index output filenames do not
/// match input source files"). Not for a Before or its tests, which a learner edits: a one-line
/// edit would compile the whole module again. Not measured on macOS, so left as it was there.
let wholeModuleInChecks: [SwiftSetting] = {
    #if os(Linux)
    return scope == nil ? [] : [.unsafeFlags(["-wmo", "-num-threads", "2"])]
    #else
    return []
    #endif
}()
/// `wholeModuleInChecks` for a stage's modules and tests when the stage is an After (a
/// learner edits a Before only).
@MainActor func wholeModuleInChecks(unlessEdited stage: Chapter.Stage) -> [SwiftSetting] {
    stage.name == "After" ? wholeModuleInChecks : []
}
/// The workbook's test observer, in every chapter's test program: it reports each test's
/// outcome to check on a channel its code cannot forge (Sources/WorkbookTestObserver; the C
/// target starts it as the program loads). Inert without check's variables (`swift test`).
let testObserver: [Target.Dependency] = ["WorkbookTestObserver", "WorkbookTestObserverStart"]
let testSupport: [Target.Dependency] = ["HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend", "MyBizTesting"] + testObserver

var targets: [Target] = [
    .target(name: "HeadlessUIKit", swiftSettings: swift5 + wholeModuleInChecks),
    .target(name: "HeadlessUIKitTesting", dependencies: ["HeadlessUIKit"], swiftSettings: swift5 + wholeModuleInChecks),
    .target(name: "MyBizBackend", swiftSettings: swift5 + wholeModuleInChecks),
    .target(name: "MyBizTesting", dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend"], swiftSettings: swift5 + wholeModuleInChecks),
    .target(name: "WorkbookTestObserver", swiftSettings: swift5),
    .target(name: "WorkbookTestObserverStart"),
]

/// The same toolbox for Swift Testing (@Test functions), declared where something may use
/// it: the whole package (a learner's editor), the platform's scope, and a scope with a
/// chapter's Swift Testing target. Left out of the other stages' scopes: `swift build
/// --build-tests` compiles every declared target, and their tests are XCTest.
@MainActor func addSwiftTestingToolbox() {
    guard !targets.contains(where: { $0.name == "MyBizSwiftTesting" }) else { return }
    targets.append(.target(name: "MyBizSwiftTesting", dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend", "MyBizTesting"],
                           swiftSettings: swift5))
}
if isInScope("platform", byDefault: true) { addSwiftTestingToolbox() }

// The workbook's model for its scripts (the registry, a stage's result, the verdict, the
// reports) and the executable they call (`workbook`; scope "model" when WORKBOOK_SCOPE is
// set). Not chapter code: Swift 6, no dependency on the chapters, so a learner's compile
// error never stops it (the scripts build it in a scratch folder of its own). Left out of
// a stage's scope: `swift build --build-tests` builds every target of the package, and
// no stage uses it (a first check would compile it twice, for the scripts and beside the
// stage).
if isInScope("model", byDefault: true) || isInScope("platform", byDefault: true) {
    targets.append(.target(name: "WorkbookModel"))
}
if isInScope("model", byDefault: true) {
    targets.append(.executableTarget(name: "workbook", dependencies: ["WorkbookModel"]))
}
if isInScope("platform", byDefault: true) {
    targets.append(.testTarget(name: "WorkbookModelTests", dependencies: ["WorkbookModel"], exclude: ["Fixtures"]))
}

if isInScope("platform", byDefault: true) {
    targets += [
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"], swiftSettings: swift5),
        // Code in the shapes of public UIKit testing material, written as against `import UIKit`.
        .testTarget(name: "UIKitPortabilityTests", dependencies: ["HeadlessUIKit"], exclude: ["README.md"],
                    swiftSettings: swift5),
        .testTarget(name: "HeadlessUIKitTestingTests", dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting"],
                    exclude: ["__Snapshots__"], swiftSettings: swift5),
        .executableTarget(name: "HeadlessUIKitBenchmark", dependencies: ["HeadlessUIKit"], swiftSettings: swift5),
        .testTarget(name: "MyBizTestingTests", dependencies: ["MyBizTesting"], swiftSettings: swift5),
        // grade's reports (./Scripts/grade --report): the mutation-testing report schema's JSON, an HTML page, warnings.
        // grade builds them in its own package (Scripts/lib/mutants.sh); here they are tested.
        .target(name: "MutationReport", swiftSettings: swift5),
        .executableTarget(name: "workbook-grade-report", dependencies: ["MutationReport"], swiftSettings: swift5),
        .testTarget(name: "MutationReportTests", dependencies: ["MutationReport"], swiftSettings: swift5),
    ]
}
if isInScope("backend", byDefault: true) {
    targets.append(.testTarget(name: "MyBizBackendTests", dependencies: ["MyBizBackend"], swiftSettings: swift5))
    targets.append(.executableTarget(name: "MyBizBackendProbe", dependencies: ["MyBizBackend"], swiftSettings: swift5))
}

// The module names of an After left out for its Before's goals: a later stage that repeats
// them (chapter 10's Before is chapter 9's After) is declared under names of its own too, so
// that those goal tests cannot import the reference under its names through another chapter.
var withheldNames: Set<String> = []
for chapter in chapters {
    for stage in chapter.stages {
        let suites = ["Characterization", "Goals"].filter { suite in
            let onByDefault = stage.name == "After" || suite == "Characterization"
            return isInScope("\(chapter.name)-\(stage.name)-\(suite)".lowercased(), byDefault: onByDefault)
        }
        if suites.isEmpty { continue }
        // A Before's goal tests import the After's module names when the After is several
        // modules (chapter 9: Login, MyBiz…), and the compiler finds every module of the
        // build, declared as a dependency or not: with its Before's goals in the package
        // (./Scripts/xcode, or a scope), such an After is left out, so that the learner's
        // tests never see the reference.
        if stage.name == "After", stage.modules.count > 1,
           isInScope("\(chapter.name)-before-goals", byDefault: false) {
            withheldNames.formUnion(stage.modules.map(\.name))
            continue
        }
        // A package holds one module of a name. A stage whose module names an earlier stage
        // declared already — chapter 9's After's modules, which every later chapter keeps
        // (its sources import them by name), or a learner's Before split into its After's
        // modules — is, in a scope (./Scripts/check), left to a scope of its own; in the
        // whole package (swift test), declared under names of its own (Chapter10BeforeMyBiz),
        // which its sources and tests reach by the names they import (`-module-alias`).
        let repeats = stage.modules.contains(where: { module in
            withheldNames.contains(module.name) || targets.contains { $0.name == module.name }
        })
        if repeats && scope != nil { continue }
        let names = StageNames(stage: stage, aliased: repeats)
        addModuleTargets(of: stage, in: chapter, names: names)
        let defines: [SwiftSetting] = (stage.name == "Before" ? [.define("BEFORE")] : []) + (stage.modules.count > 1 ? [.define("MODULES")] : [])
        for suite in suites {
            targets.append(.testTarget(
                name: "\(stage.testTargetPrefix)\(suite)Tests",
                dependencies: stage.modules.map { .target(name: names.real($0.name)) } + testSupport,
                path: "Chapters/\(chapter.name)/Tests/\(stage.name)\(suite)",
                swiftSettings: swift5 + defines + wholeModuleInChecks(unlessEdited: stage) + names.aliases()
            ))
            // A module's own tests (Chapters/chapterN/Tests/<Module>Tests): built with that
            // module and what it imports of its stage, nothing else, among the stage's goals.
            for module in stage.modules where suite == "Goals" && stage.modules.count > 1 {
                let folder = "Chapters/\(chapter.name)/Tests/\(module.name)Tests"
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) else { continue }
                targets.append(.testTarget(
                    name: names.real("\(module.name)Tests"),
                    dependencies: ([module.name] + stage.dependencies(of: module)).map { .target(name: names.real($0)) } + ["HeadlessUIKit", "HeadlessUIKitTesting"] + testObserver,
                    path: folder,
                    swiftSettings: swift5 + defines + names.aliases()
                ))
            }
        }
    }
}

// A characterization chapter (chapter 0): the learner's own tests, in
// Chapters/chapterN/Tests, against another chapter's stage, through that
// chapter's adapter (its Tests/StageUnderTest.swift, linked there).
for exercise in ChapterRegistry.characterizations(from: registry) {
    guard isInScope("\(exercise.name)-characterization", byDefault: true),
          let chapter = chapters.first(where: { $0.number == exercise.appChapter }),
          let stage = chapter.stages.first(where: { $0.name == exercise.appStage }) else { continue }
    addModuleTargets(of: stage, in: chapter)
    // The approved tables of the learner's combination approvals (verifyAllCombinations) are not sources.
    let approvals = root.appendingPathComponent("Chapters/\(exercise.name)/Tests/__Approvals__").path
    targets.append(.testTarget(
        name: "Chapter\(exercise.number)CharacterizationTests",
        dependencies: stage.modules.map { .target(name: $0.name) } + testSupport,
        path: "Chapters/\(exercise.name)/Tests",
        exclude: FileManager.default.fileExists(atPath: approvals) ? ["__Approvals__"] : [],
        swiftSettings: swift5 + (stage.name == "Before" ? [.define("BEFORE")] : [])
    ))
    // The learner's tests in Swift Testing, a target of their own: never mixed with XCTest in one target.
    let swiftTests = "Chapters/\(exercise.name)/SwiftTests"
    if FileManager.default.fileExists(atPath: root.appendingPathComponent(swiftTests).path) {
        addSwiftTestingToolbox()
        targets.append(.testTarget(
            name: "Chapter\(exercise.number)SwiftTestingTests",
            dependencies: stage.modules.map { .target(name: $0.name) } + testSupport + ["MyBizSwiftTesting"],
            path: swiftTests,
            exclude: FileManager.default.fileExists(atPath: root.appendingPathComponent("\(swiftTests)/__Approvals__").path) ? ["__Approvals__"] : [],
            swiftSettings: swift5 + (stage.name == "Before" ? [.define("BEFORE")] : [])
        ))
    }
}

/// Declares a stage's modules, unless an earlier test target needed them already.
@MainActor func addModuleTargets(of stage: Chapter.Stage, in chapter: Chapter, names: StageNames? = nil) {
    let names = names ?? StageNames(stage: stage, aliased: false)
    for module in stage.modules where !targets.contains(where: { $0.name == names.real(module.name) }) {
        let path = stage.path(of: module, in: chapter)
        let hasResources = FileManager.default.fileExists(atPath: root.appendingPathComponent("\(path)/Resources").path)
        targets.append(.target(
            name: names.real(module.name),
            dependencies: ["HeadlessUIKit"] + module.dependencies.map { .target(name: names.real($0)) },
            path: path,
            resources: hasResources ? [.process("Resources")] : nil,
            swiftSettings: swift5 + wholeModuleInChecks(unlessEdited: stage) + names.aliases(except: module.name)
        ))
    }
}

/// The names a stage's modules are declared under: their own, or, for a stage that repeats an
/// earlier stage's module names in the whole package, names of the stage's own
/// (`Chapter10BeforeMyBiz`), with the flags that let its sources import them by their own.
struct StageNames {
    var stage: Chapter.Stage
    var aliased: Bool

    /// The declared name of a module (or a module's tests) of the stage.
    func real(_ name: String) -> String {
        aliased ? "\(stage.testTargetPrefix)\(name)" : name
    }

    /// `-module-alias Name=RealName` for each module of the stage but `except` (a module is not its own alias).
    func aliases(except: String? = nil) -> [SwiftSetting] {
        guard aliased else { return [] }
        let flags = stage.modules.filter { $0.name != except }.flatMap { ["-module-alias", "\($0.name)=\(real($0.name))"] }
        return flags.isEmpty ? [] : [.unsafeFlags(flags)]
    }
}

let package = Package(
    name: "MyBizWorkbook",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "HeadlessUIKitTesting", targets: ["HeadlessUIKitTesting"]),
        .library(name: "MyBizBackend", targets: ["MyBizBackend"]),
    ],
    targets: targets
)

// MARK: - The chapter registry

/// A chapter of the workbook, as Chapters/chapters.registry lists it.
struct Chapter {
    /// Module of a stage, with the modules of the same stage it imports.
    struct Module {
        var name: String
        var dependencies: [String]
    }

    /// Before or After, and the modules it is made of (the app first).
    struct Stage {
        var name: String
        var modules: [Module]
        var number: Int

        /// Test targets are named after the chapter and stage: Chapter1BeforeGoalsTests.
        var testTargetPrefix: String { "Chapter\(number)\(name)" }

        /// A one-module stage lives in the stage folder; several modules each in a folder of their own.
        func path(of module: Module, in chapter: Chapter) -> String {
            let folder = "Chapters/\(chapter.name)/\(name)"
            return modules.count == 1 ? folder : "\(folder)/\(module.name)"
        }

        /// The modules of the stage that a module imports, and those they import, each once.
        func dependencies(of module: Module) -> [String] {
            var found: [String] = []
            var next = module.dependencies
            while let name = next.first {
                next.removeFirst()
                guard !found.contains(name) else { continue }
                found.append(name)
                next += modules.first { $0.name == name }?.dependencies ?? []
            }
            return found
        }
    }

    var number: Int
    var stages: [Stage]
    var name: String { "chapter\(number)" }
}

/// A chapter of kind characterize: the learner's tests of another chapter's stage ("chapterN.app chapterM Before").
struct Characterization {
    var number: Int
    var appChapter: Int
    var appStage: String
    var name: String { "chapter\(number)" }
}

/// Reads Chapters/chapters.registry: "chapterN.key value" lines (see the file's header).
enum ChapterRegistry {
    /// The Before/After chapters (those without a "kind" line).
    static func load(from file: URL) -> [Chapter] {
        let facts = read(file)
        return facts.keys.sorted().filter { facts[$0]?["kind"] == nil }.map { number in
            var stages = ["Before", "After"].map { stage in
                let listed = facts[number]?[stage.lowercased()] ?? "Chapter\(number)\(stage)"
                let modules = listed.split(separator: " ").map { entry -> Chapter.Module in
                    let pieces = entry.split(separator: ":", maxSplits: 1)
                    let dependencies = pieces.count > 1 ? pieces[1].split(separator: ",").map(String.init) : []
                    return Chapter.Module(name: String(pieces[0]), dependencies: dependencies)
                }
                return Chapter.Stage(name: stage, modules: modules, number: number)
            }
            stages[0] = splitBefore(stages[0], like: stages[1], in: file.deletingLastPathComponent().appendingPathComponent("chapter\(number)/Before")) ?? stages[0]
            return Chapter(number: number, stages: stages)
        }
    }

    /// A Before of one module whose learner has begun to split it into its After's modules:
    /// once Before/<the After's app module> exists, the Before is the After's modules that have
    /// a folder in Before (each importing those of its After imports that exist).
    private static func splitBefore(_ before: Chapter.Stage, like after: Chapter.Stage, in folder: URL) -> Chapter.Stage? {
        guard before.modules.count == 1, after.modules.count > 1,
              FileManager.default.fileExists(atPath: folder.appendingPathComponent(after.modules[0].name).path) else { return nil }
        let made = after.modules.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.name).path) }
        let names = made.map(\.name)
        let modules = made.map { Chapter.Module(name: $0.name, dependencies: $0.dependencies.filter(names.contains)) }
        return Chapter.Stage(name: before.name, modules: modules, number: before.number)
    }

    /// The chapters of kind characterize, with the stage their tests run against.
    static func characterizations(from file: URL) -> [Characterization] {
        let facts = read(file)
        return facts.keys.sorted().filter { facts[$0]?["kind"] == "characterize" }.map { number in
            let app = (facts[number]?["app"] ?? "").split(separator: " ").map(String.init)
            guard app.count == 2, let chapter = Int(app[0].dropFirst("chapter".count)), ["Before", "After"].contains(app[1]) else {
                fatalError("Chapters/chapters.registry: chapter\(number).app must name a stage, e.g. 'chapter1 Before'")
            }
            return Characterization(number: number, appChapter: chapter, appStage: app[1])
        }
    }

    private static func read(_ file: URL) -> [Int: [String: String]] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            fatalError("Chapters/chapters.registry is missing: it lists the workbook's chapters")
        }
        var facts: [Int: [String: String]] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            // A fact of the whole workbook (workbook.map: the dependency map's units) is the scripts'.
            if parts[0].hasPrefix("workbook.") { continue }
            let key = parts[0].split(separator: ".").map(String.init)
            guard parts.count == 2, key.count == 2, key[0].hasPrefix("chapter"), let number = Int(key[0].dropFirst("chapter".count)) else {
                fatalError("Chapters/chapters.registry:\(index + 1): expected 'chapterN.key value', got '\(line)'")
            }
            facts[number, default: [:]][key[1]] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return facts
    }
}
