import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine's facts: the platform, the toolchain and XCTest with it, git, the disk.
extension DoctorFinding {
    /// uname(2)'s system name (`Linux`, `Darwin`) and machine (`x86_64`, `aarch64`, `arm64`).
    static var system: String { systemNames().system }

    static func systemNames() -> (system: String, machine: String) {
        var info = utsname()
        _ = uname(&info)
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return (text(info.sysname), text(info.machine))
    }

    /// The platform: Linux or macOS (with its version: ProcessInfo's operatingSystemVersion,
    /// which sw_vers prints too), else unsupported.
    static func platform() -> DoctorFinding {
        let (system, machine) = systemNames()
        switch system {
        case "Linux":
            return .ok("platform: Linux \(machine)")
        case "Darwin":
            let version = ProcessInfo.processInfo.operatingSystemVersion
            let number = "\(version.majorVersion).\(version.minorVersion)" + (version.patchVersion > 0 ? ".\(version.patchVersion)" : "")
            return .ok("platform: macOS \(number) \(machine)")
        default:
            return .bad("platform: \(system) is not supported", fix: "use macOS 13 or later, or Linux (on Windows: WSL 2 with Ubuntu)")
        }
    }

    /// HOME, where Swift's tools keep their caches (SwiftPM's, clang's modules), when it is set
    /// and no folder this user can write in: a ✗ (unset, they ask the user database instead:
    /// nothing to say). A missing one would be made by the probe build, run as root (issue 34:
    /// `HOME=/nonexistent` left /nonexistent/.cache).
    static func home(_ value: String?) -> DoctorFinding? {
        guard let value, !value.isEmpty else { return nil }
        var isFolder: ObjCBool = false
        let problem: String
        if !FileManager.default.fileExists(atPath: value, isDirectory: &isFolder) {
            problem = "does not exist"
        } else if !isFolder.boolValue {
            problem = "is not a folder"
        } else if !FileManager.default.isWritableFile(atPath: value) {
            problem = "cannot be written in"
        } else {
            return nil
        }
        return .bad("HOME (\(value)) \(problem): Swift's tools keep their caches there (SwiftPM's, clang's modules)",
                    fix: "export HOME to your home folder, or to a folder you can write in")
    }

    /// Swift on PATH, its version, and whether an XCTest test builds and runs with it: a tiny
    /// package built and tested in a temporary folder of its own (its TMPDIR too: SwiftPM's lock
    /// and the driver's TemporaryDirectory.XXXXXX folders go with it), removed afterwards.
    /// Without `probe` (a HOME the probe build could not use), the version alone.
    static func toolchain(path: String?, system: String, probe: Bool = true) -> [DoctorFinding] {
        let install = SwiftToolchain.installURL
        guard let swift = SwiftToolchain(path: path) else {
            return [.bad("Swift: swift is not on PATH", fix: "install Swift 6 from \(install) (on macOS: Xcode 16 or later), and put its usr/bin on PATH")]
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-doctor-\(UUID().uuidString)")
        let scratch = work.appendingPathComponent("tmp")
        defer { try? FileManager.default.removeItem(at: work) }
        guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil else {
            return [.bad("cannot write in the temporary folder \(work.deletingLastPathComponent().path)", fix: "set TMPDIR to a folder you can write in")]
        }
        let version = swift.version(temporaryFolder: scratch)
        guard let version, SwiftToolchain.major(version) >= SwiftToolchain.oldestMajor else {
            return [.bad("Swift \(version ?? "of unknown version") (\(swift.executable.path)): the workbook needs Swift 6 or later",
                         fix: "install Swift 6 from \(install) and put it first on PATH")]
        }
        let found = DoctorFinding.ok("Swift \(version) (\(swift.executable.path))")
        return probe ? [found, xctest(swift: swift, work: work, scratch: scratch, system: system, path: path)] : [found]
    }

    /// Whether a tiny XCTest package builds and its test passes.
    static func xctest(swift: SwiftToolchain, work: URL, scratch: URL, system: String, path: String?) -> DoctorFinding {
        let probe = work.appendingPathComponent("probe")
        let files = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Probe", targets: [
                    .target(name: "Probe"),
                    .testTarget(name: "ProbeTests", dependencies: ["Probe"]),
                ])

                """,
            "Sources/Probe/Probe.swift": "public func answer() -> Int { 42 }\n",
            "Tests/ProbeTests/ProbeTests.swift": """
                import XCTest
                import Probe
                final class ProbeTests: XCTestCase {
                    func test_answer() { XCTAssertEqual(answer(), 42) }
                }

                """,
        ]
        for (name, text) in files {
            let url = probe.appendingPathComponent(name)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        let started = Date()
        var log = ""
        var passed = false
        for arguments in [["build", "--build-tests"], ["test", "--skip-build"]] {
            let run = ToolRun(executable: swift.executable, arguments: arguments, directory: probe, temporaryFolder: scratch)
            guard let result = try? run.capture() else { break }
            log += result.output + result.errors
            guard result.succeeded else { break }
            passed = arguments[0] == "test" && log.range(of: #"Test Case .*test_answer.* passed"#, options: .regularExpression) != nil
        }
        if passed { return .ok("XCTest: a test builds and runs (\(String(format: "%.1f", Date().timeIntervalSince(started))) s)") }
        let lines = log.split(separator: "\n").map(String.init)
        let first = lines.first { $0.range(of: "error|no such module", options: [.regularExpression, .caseInsensitive]) != nil } ?? lines.last ?? ""
        let developer = system == "Darwin" ? developerDirectory(path: path) : nil
        return .bad("XCTest: a tiny test package does not build or run: \(first)",
                    fix: SwiftToolchain.xctestFix(system: system, developerDirectory: developer))
    }

    /// `xcode-select -p` (macOS), or nil.
    static func developerDirectory(path: String?) -> String? {
        guard let tool = ToolRun.find("xcode-select", path: path),
              let result = try? ToolRun(executable: tool, arguments: ["-p"], directory: FileManager.default.temporaryDirectory).capture(),
              result.succeeded else { return nil }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// git, and whether the workbook is a clone (reset restores a Before from it).
    static func git(root: URL, path: String?) -> DoctorFinding {
        guard let git = Git(root: root, path: path) else { return .bad("git is not installed", fix: "install git (./Scripts/reset needs it)") }
        let version = (git.lines(["--version"])?.first ?? "").replacingOccurrences(of: "git version ", with: "")
        guard git.isWorkTree else {
            return .bad("git \(version), but \(root.path) is not a git clone", fix: "get the workbook with git clone, so that ./Scripts/reset can restore a chapter")
        }
        return .ok("git \(version), in a clone of the workbook")
    }

    /// Free space where the workbook is: checking every chapter takes about 4 GB.
    static func disk(root: URL, needed: UInt64) -> DoctorFinding {
        var info = statvfs()
        guard statvfs(root.path, &info) == 0 else { return .ok("disk: free space unknown") }
        let free = UInt64(info.f_bavail) * UInt64(info.f_frsize)
        let gigabytes = String(format: "%.1f", Double(free) / Double(1 << 30))
        if free >= needed { return .ok("disk: \(gigabytes) GB free") }
        return .bad("disk: only \(gigabytes) GB free; checking every chapter needs about 4 GB", fix: "free some space (rm -rf .build-check keeps nothing you need)")
    }
}
