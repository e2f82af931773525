import Foundation

/// The Swift toolchain on PATH: where it is, which version it is, and what a learner whose
/// toolchain cannot build an XCTest test should do.
public struct SwiftToolchain: Sendable {
    /// Where Swift is installed from.
    public static let installURL = "https://www.swift.org/install"
    /// The oldest major version the workbook builds with.
    public static let oldestMajor = 6

    /// `swift` itself.
    public var executable: URL

    /// The `swift` on `path`, or nil when there is none.
    public init?(path: String?) {
        guard let executable = ToolRun.find("swift", path: path) else { return nil }
        self.executable = executable
    }

    /// The `swift` on `path`, or the one-line failure that says how to install it.
    public static func required(path: String?) throws(ScriptFailure) -> SwiftToolchain {
        guard let toolchain = SwiftToolchain(path: path) else {
            throw ScriptFailure("no Swift toolchain: swift is not on PATH. Install Swift 6 from \(installURL) (on macOS: Xcode 16 or later), then run ./Scripts/doctor")
        }
        return toolchain
    }

    /// Its version number (`6.3.1`), or nil when `swift --version` does not say. Run with
    /// `temporaryFolder` as TMPDIR: the swift driver leaves a TemporaryDirectory.XXXXXX there at
    /// every run (Swift 6.3.1, Linux).
    public func version(temporaryFolder: URL) -> String? {
        let run = ToolRun(executable: executable, arguments: ["--version"], directory: temporaryFolder, temporaryFolder: temporaryFolder)
        guard let result = try? run.capture() else { return nil }
        return Self.version(in: result.output + result.errors)
    }

    /// The number after "Swift version" (swift.org's "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
    /// Apple's "swift-driver version: … Apple Swift version 6.0.3 (swiftlang-…)").
    static func version(in text: String) -> String? {
        guard let range = text.range(of: "Swift version ") else { return nil }
        let number = text[range.upperBound...].prefix { $0.isASCIIDigit || $0 == "." }
        return number.first?.isASCIIDigit == true ? String(number) : nil
    }

    /// The major version of a version number (0 when it has none).
    static func major(_ version: String) -> Int {
        Int(version.prefix { $0.isASCIIDigit }) ?? 0
    }

    /// What to do when no XCTest test builds: on a Mac it depends on the developer folder
    /// (`xcode-select -p`). The Command Line Tools have no XCTest: it ships with Xcode and
    /// swift.org's toolchains (swiftlang/swift-package-manager#4146, swiftlang/swift-testing#316).
    public static func xctestFix(system: String, developerDirectory: String?) -> String {
        guard system == "Darwin" else {
            return "use the toolchain from \(installURL) (it includes XCTest and Foundation), not a distribution's partial package"
        }
        if let folder = developerDirectory, folder.hasSuffix("/CommandLineTools") || folder.hasSuffix("/CommandLineTools/") {
            return "the Command Line Tools (\(folder)) have no XCTest: install Xcode 16 or later and select it with sudo xcode-select -s /Applications/Xcode.app (or install a toolchain from \(installURL))"
        }
        return "install Xcode 16 or later and select it: sudo xcode-select -s /Applications/Xcode.app"
    }
}
