import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as a learner reads them:
/// relative to the repository, a test target's link shown as the file it points to; and the
/// files a log names by module (a crash's `Chapter2Before/LoginViewController.swift:25`) or by
/// test (an error a test threw) found in the repository.
public struct RepositoryPaths: Sendable {
    public var root: URL
    public var registry: Registry
    /// The repository's absolute path as logs may print it: its physical path, and the
    /// logical one the scripts ran in (PWD) when it differs.
    public var prefixes: [String]
    /// Test declarations already found (``testDeclarations(_:)``), by test: a batch of
    /// failures reads the repository once, not once a failure.
    public var declarations: [String: String] = [:]

    public init(root: URL, registry: Registry, logicalRoot: String? = nil) {
        self.root = root
        self.registry = registry
        let physical = root.resolvingSymlinksInPath().path
        prefixes = [physical, logicalRoot, root.path].compactMap { $0 }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// An absolute (or repository-relative) path as the repository-relative path of the file
    /// it is, links resolved.
    public func relative(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
        let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        for prefix in prefixes where resolved.hasPrefix(prefix + "/") { return String(resolved.dropFirst(prefix.count + 1)) }
        for prefix in prefixes where absolute.hasPrefix(prefix + "/") { return String(absolute.dropFirst(prefix.count + 1)) }
        return resolved
    }

    /// A line with the repository's absolute path removed wherever it occurs.
    public func stripped(_ line: String) -> String {
        prefixes.reduce(line) { $0.replacingOccurrences(of: $1 + "/", with: "") }
    }

    /// A line that starts with a module path (`Module/File.swift:25…`) with the file's path in
    /// the repository instead, when it is found.
    public func repositoryLine(_ line: String) -> String {
        guard let first = line.first, first.isASCII, first.isUppercase, let slash = line.firstIndex(of: "/") else { return line }
        let rest = line[line.index(after: slash)...]
        guard let swift = rest.range(of: ".swift:"), rest[swift.upperBound...].first?.isASCIIDigitLike == true else { return line }
        let file = rest[..<rest.index(swift.lowerBound, offsetBy: 6)]
        guard !file.contains(":"), let found = moduleFile(module: String(line[..<slash]), file: String(file)) else { return line }
        return found + rest[rest.index(swift.lowerBound, offsetBy: 6)...]
    }

    /// The repository path of a module's file: a chapter's test target's
    /// (Chapter1BeforeCharacterizationTests), a chapter stage's module (by the registry),
    /// else Sources/MODULE's; nil when not found.
    public func moduleFile(module: String, file: String) -> String? {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let folder: String
        if let tests = Self.testTargetFolder(module) {
            folder = tests
        } else {
            var found: String?
            for chapter in registry.chapters {
                for stage in chapter.stages where stage.modules.contains(where: { $0.name == module }) {
                    found = stage.modules.count == 1 ? stage.folder : "\(stage.folder)/\(module)"
                }
            }
            folder = found ?? "Sources/\(module)"
        }
        return SourceFiles(root: root).list([folder]).first { $0.split(separator: "/").last.map(String.init) == name }
    }

    /// Chapter1BeforeGoalsTests -> Chapters/chapter1/Tests/BeforeGoals.
    static func testTargetFolder(_ module: String) -> String? {
        guard module.hasPrefix("Chapter"), module.hasSuffix("Tests") else { return nil }
        let middle = module.dropFirst("Chapter".count).dropLast("Tests".count)
        let number = middle.prefix(while: \.isASCIIDigitLike)
        let words = middle.dropFirst(number.count)
        guard !number.isEmpty, Stage.names.contains(where: { stage in Stage.suites.contains { words == stage + $0 } }) else { return nil }
        return "Chapters/chapter\(number)/Tests/\(words)"
    }

    /// Where a test function is declared (`path:line`; the shared suites, then the chapters'
    /// goal tests, then Tests), or "(thrown)": XCTest knows no line for an error a test threw.
    public func testDeclaration(_ test: String) -> String {
        declarations[test] ?? testDeclarations([test])[test] ?? "(thrown)"
    }

    /// ``testDeclaration(_:)`` of each test, the repository's test files read once for them all
    /// (grade's runs: a walk per failure read the tree again for each change, 0.2 s of a warm
    /// grade's 1.8 s).
    public func testDeclarations(_ tests: Set<String>) -> [String: String] {
        var pending = Dictionary(uniqueKeysWithValues: tests.map { test in
            (test, "func \(test.split(separator: ".").last.map(String.init) ?? test)(")
        })
        var found: [String: String] = [:]
        guard !pending.isEmpty else { return found }
        let files = SourceFiles(root: root)
        // Each chapter's Tests/Goals folder, not the whole of Chapters walked and filtered (its
        // stages: most of the 0.2 s this took).
        let chapters = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Chapters").path)) ?? []
        let goals = files.list(chapters.filter { $0.hasPrefix("chapter") }.map { "Chapters/\($0)/Tests/Goals" })
        for path in files.list(["Chapters/Shared"]) + goals + files.list(["Tests"]) where path.hasSuffix(".swift") && !pending.isEmpty {
            var info = stat()
            guard lstat(root.appendingPathComponent(path).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            // Split into lines only a file that declares one of them (most declare none).
            let here = pending.filter { text.contains($0.value) }
            guard !here.isEmpty else { continue }
            for (index, line) in ResultFolder.lines(text).enumerated() {
                for (test, function) in here where pending[test] != nil && line.contains(function) {
                    found[test] = "\(path):\(index + 1)"
                    pending[test] = nil
                }
            }
        }
        for test in pending.keys { found[test] = "(thrown)" }
        return found
    }

    /// Where a failure is, for a person: the repository-relative `path:line`, or for an error a
    /// test threw, the test's declaration.
    public func location(of failure: LoggedFailure) -> String {
        failure.isThrown ? testDeclaration(failure.test) : "\(relative(failure.path)):\(failure.line)"
    }
}
