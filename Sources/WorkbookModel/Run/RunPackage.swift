import Foundation

/// The package `./Scripts/run` builds a stage's app in (.build-check/run/CHAPTER-STAGE): links
/// to the workbook's sources — the platform, the backend, the screen and its rendering (not the
/// XCTest helpers), the modules the app links — and the program (Scripts/lib/run/main.swift)
/// with the stage's launch (`RunStage.swift`, made here). Its build folder stays warm.
public struct RunPackage: Equatable, Sendable {
    public var chapter: String
    public var stage: String
    /// The app the program launches (a module with an AppDelegate).
    public var app: String
    /// The modules the app links, the app first, each with its folder (relative to the
    /// repository) and the modules of the stage it imports.
    public var modules: [LinkedModule]
    /// The stage holds several modules: the launch line names the app.
    public var several: Bool

    /// A module the app links, and what it brings.
    public struct LinkedModule: Equatable, Sendable {
        public var name: String
        public var folder: String
        public var dependencies: [String]
        /// It has a Resources folder (copied into its bundle).
        public var hasResources: Bool
        /// The storyboards it declares (`static let NAME = StoryboardFile(`), in file order.
        public var storyboards: [String]
    }

    /// The workbook's folders every run package links, by the name they take in it.
    public static let platformLinks: [(name: String, source: String)] = [
        ("HeadlessUIKit", "Sources/HeadlessUIKit"),
        ("MyBizBackend", "Sources/MyBizBackend"),
        ("HeadlessUIKitTesting/Rendering", "Sources/HeadlessUIKitTesting/Rendering"),
        ("HeadlessUIKitTesting/Screen", "Sources/HeadlessUIKitTesting/Screen"),
    ]

    /// Where the program's source is kept in the workbook.
    public static let programSource = "Scripts/lib/run/main.swift"

    /// `RunStage.swift`: the app the program launches, with the storyboards its modules bring
    /// (as on a device, every storyboard of its modules is in its bundle; Main is the app's
    /// main storyboard).
    public var runStageSource: String {
        var main = "nil"
        var others: [String] = []
        for module in modules {
            for storyboard in module.storyboards {
                if module.name == app, storyboard == "main" { main = ".main" } else { others.append(".\(storyboard)") }
            }
        }
        let imports = modules.map { "\n@testable import \($0.name)" }.joined()
        let label = "\(chapter) \(stage)" + (several ? ", \(app)" : "")
        return """
            // Made by ./Scripts/run: \(chapter)'s \(stage), the app \(app).
            import HeadlessUIKit\(imports)

            /// The app the program launches, with the storyboards its modules bring.
            enum RunStage {
                static let name = "\(label)"

                static func launch() {
                    UIApplication.launch(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate(),
                                         mainStoryboard: \(main), storyboards: [\(others.joined(separator: ", "))])
                }
            }

            """
    }

    /// Its Package.swift.
    public var manifest: String {
        let targets = modules.map { module in
            let dependencies = (["HeadlessUIKit"] + module.dependencies).map { "\"\($0)\"" }.joined(separator: ", ")
            return "\n        .target(name: \"\(module.name)\", dependencies: [\(dependencies)], resources: "
                + (module.hasResources ? "[.process(\"Resources\")]" : "nil") + ", swiftSettings: swift5),"
        }.joined()
        let linked = modules.map { "\"\($0.name)\"" }.joined(separator: ", ")
        return """
            // swift-tools-version:6.0
            // Made by ./Scripts/run: \(chapter)'s \(stage) as a program (links to the workbook's sources).
            import PackageDescription

            let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
            let package = Package(
                name: "WorkbookRun",
                platforms: [.macOS(.v13)],
                targets: [
                    .target(name: "HeadlessUIKit", swiftSettings: swift5),
                    .target(name: "HeadlessUIKitTesting", dependencies: ["HeadlessUIKit"], swiftSettings: swift5),
                    .target(name: "MyBizBackend", swiftSettings: swift5),\(targets)
                    // A debug build compiles the stage's modules testable, so the program can reach their internal types.
                    .executableTarget(name: "workbook-run", dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend", \(linked)],
                                      swiftSettings: swift5),
                ]
            )

            """
    }

    /// The folders of the workbook the program is built from (relative to the repository).
    public var sourceFolders: [String] {
        Self.platformLinks.map(\.source) + ["Chapters/\(chapter)/\(stage)"]
    }

    /// Writes the package into `folder`: its links (made afresh) and its files (each only when
    /// it changed, so that SwiftPM sees no change when there is none).
    public func write(in folder: URL, root: URL) throws {
        let sources = folder.appendingPathComponent("Sources")
        let manager = FileManager.default
        for made in ["HeadlessUIKitTesting", "workbook-run"] {
            try manager.createDirectory(at: sources.appendingPathComponent(made), withIntermediateDirectories: true)
        }
        for entry in FolderEntry.list(sources.path) where entry.kind == .link {
            try manager.removeItem(at: sources.appendingPathComponent(entry.name))
        }
        let links = Self.platformLinks + modules.map { ($0.name, $0.folder) }
        for (name, source) in links {
            let link = sources.appendingPathComponent(name)
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent(source))
        }
        let program = try Data(contentsOf: root.appendingPathComponent(Self.programSource))
        try Data(runStageSource.utf8).write(ifChangedTo: sources.appendingPathComponent("workbook-run/RunStage.swift"))
        try program.write(ifChangedTo: sources.appendingPathComponent("workbook-run/main.swift"))
        try Data(manifest.utf8).write(ifChangedTo: folder.appendingPathComponent("Package.swift"))
    }

    /// What the program is built from, as one line: the swift it is built with, the package's
    /// own files, and the sums of every file of the workbook it links; the same line, no build.
    public func key(swift: String, root: URL) -> String {
        let made = [manifest, runStageSource, (try? String(contentsOf: root.appendingPathComponent(Self.programSource), encoding: .utf8)) ?? ""]
        let sums = SourceFiles(root: root).sums(sourceFolders)
        return Cksum.line(Array(([swift] + made + sums).joined(separator: "\n").utf8))
    }
}
