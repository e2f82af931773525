import Foundation

extension MutantPackage {
    /// How a build of the package went.
    public struct Build: Equatable, Sendable {
        public var ending: LimitedRun.Ending
        /// The line that says the folder was emptied first (the workbook's own sources changed), if it was.
        public var note: String?
        /// The build was incremental and compiled a module others use, not only the tests: a
        /// crash of the tests may then be SwiftPM's (``BuildTrouble/compiledADependency(log:)``).
        public var recompiledADependency: Bool

        public var built: Bool { ending == .exited(0) }
    }

    /// `swift build`'s arguments: the tests too, with code coverage (the real app's run measures
    /// which lines of the stage the tests run), line tables for debug information.
    static let buildArguments = ["build", "--build-tests", "--enable-code-coverage", "-Xswiftc", StageBuild.debugInformation]

    /// Builds the package and its tests, within `timeLimit` seconds, under `reaper`; from
    /// scratch when the workbook's own sources changed since the folder's last build.
    public func build(swift: URL, log: URL, environment: [String: String], reaper: URL?, timeLimit: Int) throws -> Build {
        let buildFolder = folder.appendingPathComponent(".build")
        let note = BuildFolder(url: buildFolder).freshen(root: root)
        let warm = note == nil && StageBuild.isWarm(folder: buildFolder)
        var environment = environment.filter { !StageBuild.variablesLeftOut.contains($0.key) }
        if let temporary = BuildFolder.swiftPMTemporaryFolder(root: root) { environment["TMPDIR"] = temporary.path }
        let run = LimitedRun(command: [swift.path] + Self.buildArguments, directory: folder, environment: environment, log: log,
                             timeLimit: timeLimit, reaper: reaper)
        let ending = try run.run()
        let recompiled = warm && BuildTrouble.compiledADependency(log: BoundedText.read(log) ?? "")
        return Build(ending: ending, note: note, recompiledADependency: recompiled)
    }

    /// ``build(swift:log:environment:reaper:timeLimit:)``, unless nothing the build reads changed
    /// since the last one that succeeded, by content: the same swift, the same files under the
    /// package (links followed) with the same sums, the test program there. A no-op `swift build`
    /// costs most of a second; summing the files, hundredths. By content, not time: a file saved
    /// again as it was builds nothing, and one put back with an older time is not missed. The
    /// sums are taken before the build, so that a file saved during it differs next time. Nil
    /// when nothing was built.
    public func buildIfChanged(swift: URL, log: URL, environment: [String: String], reaper: URL?, timeLimit: Int) throws -> Build? {
        let record = folder.appendingPathComponent(".built")
        let inputs = buildInputs(swift: swift)
        if (try? String(contentsOf: record, encoding: .utf8)) == inputs, FileManager.default.fileExists(atPath: testProgram.path) {
            try Data("Nothing changed since the last build.\n".utf8).write(to: log)
            return nil
        }
        try? FileManager.default.removeItem(at: record)
        let build = try build(swift: swift, log: log, environment: environment, reaper: reaper, timeLimit: timeLimit)
        if build.built { try Data(inputs.utf8).write(to: record) }
        return build
    }

    /// Forgets the last build's record, so that the next ``buildIfChanged(swift:log:environment:reaper:timeLimit:)`` builds.
    public func forgetBuild() {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(".built"))
    }

    /// "checksum size path" for each file the build reads (links followed: its sources are
    /// links into the workbook), after the swift it is built with. (The approved tables of
    /// combination approvals are read by the tests as they run, not built.)
    func buildInputs(swift: URL) -> String {
        var lines = [swift.path]
        let manager = FileManager.default
        for name in ["Package.swift", "App", "Sources", "Switch", "Tests"] {
            let url = folder.appendingPathComponent(name)
            let files = manager.isFolder(at: url) ? manager.files(followingLinksUnder: url, skipping: ["__Approvals__"]).map { name + "/" + $0 } : [name]
            for file in files {
                if let data = manager.contents(atPath: folder.appendingPathComponent(file).path) { lines.append("\(Cksum.line(data)) \(file)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The test program swift build made: the bundle (Darwin) or the executable (Linux),
    /// NAMEPackageTests.xctest in the debug products (.build/debug, the link SwiftPM keeps to them).
    public var testProgram: URL {
        folder.appendingPathComponent(".build/debug").resolvingSymlinksInPath().appendingPathComponent("\(Self.name)PackageTests.xctest")
    }

    /// The command that runs the package's tests: with Swift Testing tests (Linux), Scripts/lib/run-tests
    /// runs both frameworks; a bundle (Darwin) runs under `xcrun xctest`; else the test program.
    public var testCommand: [String] {
        let program = testProgram
        if FileManager.default.isFolder(at: program) { return ["xcrun", "xctest", program.path] }
        if swiftTests.map(FileManager.default.isFolder(at:)) == true {
            return [root.appendingPathComponent("Scripts/lib/run-tests").path, program.path, reportWriter.path]
        }
        return [program.path]
    }

    /// The report writer built beside the tests (workbook-grade-report: --report's pages, and
    /// Swift Testing's events as XCTest's lines).
    public var reportWriter: URL {
        testProgram.deletingLastPathComponent().appendingPathComponent("workbook-grade-report")
    }

    /// The binary that holds the coverage mapping: the bundle's executable on Darwin, the test program elsewhere.
    public var coverageObject: URL {
        let program = testProgram
        guard FileManager.default.isFolder(at: program) else { return program }
        return program.appendingPathComponent("Contents/MacOS/\(Self.name)PackageTests")
    }
}
