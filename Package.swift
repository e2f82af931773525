// swift-tools-version:6.0
//
// The MyBiz dependency-breaking workbook.
//
// Every chapter is a pair of modules (ChapterNBefore, ChapterNAfter) built on
// HeadlessUIKit. `swift test` builds and tests everything that must be green
// on a clean clone: the platform, the backend, every stage's characterization
// tests and every After's goal tests.
//
// WORKBOOK_SCOPE narrows the package to some of its test targets, so that the
// scripts can build one stage at a time: a compile error in one stage then
// cannot hide another stage's results. It is a comma-separated list of:
//   platform, backend, chapterN-before-characterization,
//   chapterN-before-goals, chapterN-after-characterization,
//   chapterN-after-goals
// Goal tests on a Before stage exist only in such a scope: on a pristine
// Before they are not meant to compile.

import Foundation
import PackageDescription

let chapters = 1...4
let stages = ["Before", "After"]
let suites = ["Characterization", "Goals"]

let scope: Set<String>? = ProcessInfo.processInfo.environment["WORKBOOK_SCOPE"]
    .flatMap { value in value.isEmpty ? nil : Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }) }

func isInScope(_ name: String, byDefault: Bool) -> Bool {
    scope.map { $0.contains(name) } ?? byDefault
}

let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

var targets: [Target] = [
    .target(name: "HeadlessUIKit", swiftSettings: swift5),
    .target(name: "HeadlessUIKitTesting", dependencies: ["HeadlessUIKit"], swiftSettings: swift5),
    .target(name: "MyBizBackend", swiftSettings: swift5),
    .target(name: "MyBizTesting", dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend"], swiftSettings: swift5),
]

if isInScope("platform", byDefault: true) {
    targets += [
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"], swiftSettings: swift5),
        .testTarget(name: "HeadlessUIKitTestingTests", dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting"],
                    exclude: ["__Snapshots__"], swiftSettings: swift5),
        .executableTarget(name: "HeadlessUIKitBenchmark", dependencies: ["HeadlessUIKit"], swiftSettings: swift5),
    ]
}
if isInScope("backend", byDefault: true) {
    targets.append(.testTarget(name: "MyBizBackendTests", dependencies: ["MyBizBackend"], swiftSettings: swift5))
}

for chapter in chapters {
    for stage in stages {
        let module = "Chapter\(chapter)\(stage)"
        let stageSuites = suites.filter { suite in
            let onByDefault = stage == "After" || suite == "Characterization"
            return isInScope("chapter\(chapter)-\(stage)-\(suite)".lowercased(), byDefault: onByDefault)
        }
        if scope != nil && stageSuites.isEmpty { continue }
        targets.append(.target(
            name: module,
            dependencies: ["HeadlessUIKit"],
            path: "Chapters/chapter\(chapter)/\(stage)",
            resources: [.process("Resources")],
            swiftSettings: swift5
        ))
        for suite in stageSuites {
            targets.append(.testTarget(
                name: "\(module)\(suite)Tests",
                dependencies: [.target(name: module), "HeadlessUIKit", "HeadlessUIKitTesting", "MyBizBackend", "MyBizTesting"],
                path: "Chapters/chapter\(chapter)/Tests/\(stage)\(suite)",
                swiftSettings: swift5 + [.define("CHAPTER\(chapter)")] + (stage == "Before" ? [.define("BEFORE")] : [])
            ))
        }
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
