import Foundation

/// The workbook's facts: its chapters, the environment, its paths, its build folders, its
/// referees.
extension DoctorFinding {
    static func workbook(_ context: ScriptContext) -> [DoctorFinding] {
        let root = context.root
        let registry = try? context.registry()
        var findings: [DoctorFinding] = []
        let chapters = registry?.chapters(ofKind: RegistryChapter.pairKind).map(\.name) ?? []
        if FileManager.default.fileExists(atPath: context.url("Package.swift").path), !chapters.isEmpty {
            findings.append(.ok("workbook at \(root.path): \(chapters.joined(separator: " "))"))
        } else {
            findings.append(.bad("no workbook at \(root.path) (Package.swift or Chapters/chapter1 missing)", fix: "run the scripts from a complete clone of the workbook"))
        }
        if let scope = context.environment["WORKBOOK_SCOPE"], !scope.isEmpty {
            findings.append(.bad("WORKBOOK_SCOPE is set (\(scope)): swift test then runs only part of the workbook", fix: "unset WORKBOOK_SCOPE"))
        } else {
            findings.append(.ok("WORKBOOK_SCOPE is not set: swift test runs the whole workbook"))
        }
        findings.append(paths(root: root))
        let health = BuildFolderHealth(root: root, registry: registry, environment: context.environment)
        if let reason = WorkbookFolder.unwritableReason(root.appendingPathComponent(".build-check")) {
            findings.append(.bad("cannot write to \(root.path)/.build-check (\(reason)): check builds there",
                                 fix: "make the workbook folder yours (sudo chown -R \"$(id -un)\" \"\(root.path)\"), or clone the workbook into a folder you own"))
        } else {
            findings.append(.ok("the build folder .build-check/ is writable"))
        }
        let damaged = health.problems()
        if damaged.isEmpty {
            findings.append(.ok("check's build folders are sound"))
        } else {
            findings.append(.bad("a build folder of check cannot be trusted: \(damaged.prefix(3).joined(separator: "; "))",
                                 fix: "rm -rf .build-check (check builds it again: about 15 s for a chapter)"))
        }
        // Not a problem to fix: the next build there starts from scratch by itself.
        let stale = health.builtFromOlderSources()
        if stale.isEmpty {
            findings.append(.ok("the scripts' build folders were built from the workbook's sources as they are"))
        } else {
            findings.append(.ok("built from older sources of the workbook: \(stale.prefix(3).joined(separator: "; ")) (their next build starts from scratch by itself, a SwiftPM incremental-build bug: swiftlang/swift-package-manager#10502)"))
        }
        if let published = context.publishedManifest {
            findings.append(referees(context, published: published))
        }
        return findings
    }

    /// Paths SwiftPM cannot build: the workbook's own, or a file's under Chapters or Sources.
    static func paths(root: URL) -> DoctorFinding {
        guard let found = WorkbookFolder.unbuildablePath(root: root, folders: [root.appendingPathComponent("Chapters"), root.appendingPathComponent("Sources")]) else {
            return .ok("paths: none that the Swift toolchain cannot build")
        }
        if found.path == root.path {
            return .bad("the workbook's path has \(found.why): the Swift toolchain cannot build there",
                        fix: "move or clone the workbook to a shorter path of letters, digits, - and _ (e.g. ~/workbook)")
        }
        let shown = String(found.path.replacingOccurrences(of: "\n", with: "?").prefix(200))
        return .bad("\(shown) has \(found.why): the Swift toolchain cannot build it", fix: "rename it (letters, digits, -, _ and .)")
    }

    /// Whether the files that judge the chapters are as published.
    static func referees(_ context: ScriptContext, published: PublishedManifest) -> DoctorFinding {
        guard let changes = try? context.changes(from: published) else {
            return .bad("the workbook's files cannot be compared with the published ones: neither sha256sum nor shasum is on PATH",
                        fix: "install coreutils (sha256sum) or perl (shasum)")
        }
        let edited = changes.filter { $0.isReferee(of: nil) }
        guard let first = edited.first else { return .ok("the tests, snapshots and After stages are as published") }
        return .bad("\(edited.count) file(s) that judge the chapters differ from the published workbook, e.g. \(first.path)",
                    fix: "./Scripts/reset CHAPTER --referees restores them (./Scripts/referees lists them)")
    }
}
