import Foundation

/// The package grade builds and runs (.build-mutants/VARIANT, git-ignored, never shown to
/// learners): a copy of a stage with every mutant of its catalogues written beside the code it
/// changes (``MutantSchemata``), switched on at run time, and a test target of the tests to
/// grade (a link to their folder).
///
/// The platform's and the tests' support targets are links to Sources/. The switch is a C
/// module (``MutantSwitch``): it reads `WORKBOOK_MUTANT` before the test program's `main`,
/// keeps it and wipes it, so that no test can read from its environment which change is on.
/// Files are written only when their content changes, so an unchanged stage rebuilds nothing.
public struct MutantPackage: Sendable {
    /// The workbook's folder (its Sources are linked).
    public var root: URL
    /// The package's folder.
    public var folder: URL
    /// The stage's folder (a published copy of it, or the stage itself).
    public var stage: URL
    /// The stage's modules, as the registry lists them; a stage of one module is that module's folder.
    public var modules: [Module]
    /// The folder of the tests to grade (XCTest).
    public var tests: URL
    /// The learner's Swift Testing tests, graded beside the XCTest ones in a test target of their own, or nil.
    public var swiftTests: URL?
    /// The compilation condition the stage is built with (BEFORE for a Before), or nil.
    public var define: String?

    public init(root: URL, folder: URL, stage: URL, modules: [Module], tests: URL, swiftTests: URL?, define: String?) {
        self.root = root
        self.folder = folder
        self.stage = stage
        self.modules = modules
        self.tests = tests
        self.swiftTests = swiftTests
        self.define = define
    }

    /// The package's name (its test program is NAMEPackageTests).
    public static let name = "MyBizMutants"

    /// The targets every graded package has, the same each time: links to Sources/.
    public static let sharedTargets = ["HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend", "MyBizTesting", "MutationReport",
                                       "workbook-grade-report", "MyBizSwiftTesting"]

    var severalModules: Bool { modules.count > 1 }

    /// Where the stage's sources are in the package: App/MODULE for a stage of one module, App
    /// for a stage of several (their files are relative to it, as the catalogue names them).
    public var sources: URL {
        severalModules ? folder.appendingPathComponent("App") : folder.appendingPathComponent("App/\(modules[0].name)")
    }

    /// Writes the package: the stage's files, the files the plan changes with their mutants
    /// written in (only `ids`, when given), the switch, the links and the manifest. `key` says
    /// what it is written from: when the package was last written from the same key, nothing
    /// is written. The mutants whose anchors do not fit the stage: `id<TAB>problem` each (the
    /// package is then written all the same, without them, and not marked as written).
    public func prepare(_ schemata: MutantSchemata, key: String, ids: Set<String>? = nil, sharedFolder: Bool = false) throws -> [String] {
        let manager = FileManager.default
        let prepared = folder.appendingPathComponent(".prepared")
        if (try? String(contentsOf: prepared, encoding: .utf8)) == key,
           manager.isFile(at: folder.appendingPathComponent("Package.swift")), manager.isFile(at: folder.appendingPathComponent("plan")) {
            return []
        }
        try? manager.removeItem(at: prepared)
        if sharedFolder { forgetStageBuilds() }
        for target in Self.sharedTargets {
            try link(folder.appendingPathComponent("Sources/\(target)"), to: root.appendingPathComponent("Sources/\(target)"))
        }
        try link(folder.appendingPathComponent("Tests/GradedTests"), to: tests)
        let swiftLink = folder.appendingPathComponent("Tests/GradedSwiftTests")
        if let swiftTests, manager.isFolder(at: swiftTests) {
            try link(swiftLink, to: swiftTests)
        } else {
            try? manager.removeItem(at: swiftLink)
        }

        // Which site of each mutant fits the stage, then the stage's files, as they are or
        // with their mutants written in.
        var (plan, problems) = schemata.plan(stage: stage.path, modules: severalModules ? modules.map(\.name) : [])
        try Data(plan.text.utf8).write(to: folder.appendingPathComponent("plan"))
        var mutated: [String: String] = [:]
        for file in schemata.files(plan) {
            guard let source = FileManager.default.contents(atPath: stage.appendingPathComponent(file).path) else {
                problems.append("\(file)\tno such file in \(stage.path)")
                continue
            }
            let (text, missed) = schemata.apply(plan, target: file, source: Array(source), only: ids)
            mutated[file] = text
            problems += missed
        }
        let stageFiles = Set(FolderEntry.files(under: "", in: stage))
        for file in stageFiles.sorted() {
            let data = try mutated[file].map { Data($0.utf8) } ?? Data(contentsOf: stage.appendingPathComponent(file))
            try data.write(ifChangedTo: sources.appendingPathComponent(file))
        }
        // Files the stage no longer has.
        for file in FolderEntry.files(under: "", in: sources) where !stageFiles.contains(file) && file.split(separator: "/").last.map(String.init) != MutantSwitch.swiftFile {
            try? manager.removeItem(at: sources.appendingPathComponent(file))
        }
        try MutantSwitch.writeModule(in: folder.appendingPathComponent("Switch"))
        for module in modules {
            let folder = severalModules ? sources.appendingPathComponent(module.name) : sources
            try Data(MutantSwitch.swiftSource.utf8).write(ifChangedTo: folder.appendingPathComponent(MutantSwitch.swiftFile))
        }
        try Data(manifest.utf8).write(ifChangedTo: folder.appendingPathComponent("Package.swift"))
        if problems.isEmpty { try Data(key.utf8).write(to: prepared) }
        return problems
    }

    /// The package's manifest.
    public var manifest: String {
        var settings = "swift5"
        if let define { settings += " + [.define(\"\(define)\")]" }
        if severalModules { settings += " + [.define(\"MODULES\")]" }
        func approvals(_ folder: URL?) -> String {
            guard let folder, FileManager.default.isFolder(at: folder.appendingPathComponent("__Approvals__")) else { return "" }
            return "exclude: [\"__Approvals__\"], "
        }
        var targets = ""
        for module in modules {
            let path = "App/\(module.name)"
            let folder = severalModules ? stage.appendingPathComponent(module.name) : stage
            let dependencies = (["HeadlessUIKit", "WorkbookMutantSwitch"] + module.dependencies).map { "\"\($0)\"" }.joined(separator: ", ")
            let resources = FileManager.default.isFolder(at: folder.appendingPathComponent("Resources")) ? "resources: [.process(\"Resources\")], " : ""
            targets += "\n        .target(name: \"\(module.name)\", dependencies: [\(dependencies)], path: \"\(path)\", \(resources)swiftSettings: swift5),"
        }
        let all = modules.map { "\"\($0.name)\", " }.joined()
        var swiftTarget = ""
        if swiftTests.map(FileManager.default.isFolder(at:)) == true {
            swiftTarget = """

                        .target(name: "MyBizSwiftTesting", dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend", "MyBizTesting"],
                                path: "Sources/MyBizSwiftTesting", swiftSettings: swift5),
                        .testTarget(name: "GradedSwiftTests", dependencies: [\(all)"HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend", "MyBizTesting",
                                    "MyBizSwiftTesting"], path: "Tests/GradedSwiftTests", \(approvals(swiftTests))swiftSettings: \(settings)),
                """
        }
        return """
            // swift-tools-version:6.0
            // Generated by ./Scripts/grade (MutantPackage): never edit, never shown to learners.
            // \(modules.map(\.entry).joined(separator: " ")) with every mutant of its catalogue compiled in (WORKBOOK_MUTANT=<id>
            // switches one on), and the tests to grade against it.
            import PackageDescription

            let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
            let package = Package(
                name: "\(Self.name)",
                platforms: [.macOS(.v13)],
                targets: [
                    .target(name: "HeadlessUIKit", path: "Sources/HeadlessUIKit", swiftSettings: swift5),
                    .target(name: "HeadlessUIKitTesting", dependencies: ["HeadlessUIKit"], path: "Sources/HeadlessUIKitTesting", swiftSettings: swift5),
                    .target(name: "MyBizBackend", path: "Sources/MyBizBackend", swiftSettings: swift5),
                    .target(name: "MyBizTesting", dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend"],
                            path: "Sources/MyBizTesting", swiftSettings: swift5),
                    .target(name: "WorkbookMutantSwitch", path: "Switch"),
                    .target(name: "MutationReport", path: "Sources/MutationReport", swiftSettings: swift5),
                    .executableTarget(name: "workbook-grade-report", dependencies: ["MutationReport"], path: "Sources/workbook-grade-report",
                                      swiftSettings: swift5),\(targets)
                    .testTarget(name: "GradedTests", dependencies: [\(all)"HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend", "MyBizTesting"],
                                path: "Tests/GradedTests", \(approvals(tests))swiftSettings: \(settings)),\(swiftTarget)
                ]
            )

            """
    }

    /// In a folder that grades one stage after another (integrity's workers), removes what the
    /// last stage's build made of anything but the shared targets (its modules, its tests, the
    /// test program), so that the next stage's are compiled from scratch, never incrementally
    /// over another stage's files of the same names and times; the shared targets' builds are
    /// kept, their sources being the same files.
    func forgetStageBuilds() {
        let debug = folder.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
        guard FileManager.default.isFolder(at: debug) else { return }
        // A target's products take its name with - as _ (workbook_grade_report.build), or as it is.
        let shared = Set((Self.sharedTargets + [MutantSwitch.moduleName]).flatMap { [$0, $0.replacingOccurrences(of: "-", with: "_")] })
        let kept: Set<String> = ["Modules", "ModuleCache", "index", "description", "plugin-tools-description"]
        for parent in [debug, debug.appendingPathComponent("Modules")] {
            for entry in FolderEntry.list(parent.path) {
                let name = String(entry.name.prefix { $0 != "." })
                guard !shared.contains(name), !kept.contains(name), !entry.name.hasPrefix("swift-version-") else { continue }
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry.name))
            }
        }
    }

    /// The folder of tests an After is graded with: its characterization folder; when its
    /// chapter's goals hold characterization suites (`goals`/*CharacterizationTests.swift:
    /// behaviour only the After has, which cannot run on the Before, such as chapter 9's second
    /// app), a folder of links to both, `links`, kept as it is when nothing changed.
    public static func testsFolder(characterization: URL, goals: URL, links: URL) throws -> URL {
        let extra = FolderEntry.list(goals.path).map(\.name).filter { $0.hasSuffix("CharacterizationTests.swift") }
        guard !extra.isEmpty else { return characterization }
        let manager = FileManager.default
        try manager.createDirectory(at: links, withIntermediateDirectories: true)
        var wanted: [String: URL] = [:]
        for name in FolderEntry.list(characterization.path).map(\.name) where name.hasSuffix(".swift") { wanted[name] = characterization.appendingPathComponent(name) }
        for name in extra { wanted[name] = goals.appendingPathComponent(name) }
        for entry in FolderEntry.list(links.path) where wanted[entry.name] == nil { try? manager.removeItem(at: links.appendingPathComponent(entry.name)) }
        for (name, target) in wanted.sorted(by: { $0.key < $1.key }) {
            let link = links.appendingPathComponent(name)
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == target.path { continue }
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        }
        return links
    }

    /// Makes `link` a symbolic link to `target` unless it already is one.
    private func link(_ link: URL, to target: URL) throws {
        let manager = FileManager.default
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == target.path { return }
        try? manager.removeItem(at: link)
        try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
    }
}
