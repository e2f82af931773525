import Foundation

extension RunCommand {
    /// The program, built first when what it is built from changed since its last build (by
    /// content: `RunPackage.key`); nil, its first errors said on stderr, when it does not build.
    func build(in folder: URL, swift: URL, context: ScriptContext) throws -> URL? {
        let key = package.key(swift: swift.path, root: context.root) + "\n"
        let keyFile = folder.appendingPathComponent("key"), pathFile = folder.appendingPathComponent("bin.path")
        if let kept = (try? String(contentsOf: pathFile, encoding: .utf8))?.trimmingCharacters(in: .newlines),
           FileManager.default.isExecutableFile(atPath: kept), (try? String(contentsOf: keyFile, encoding: .utf8)) == key {
            return URL(fileURLWithPath: kept)
        }
        context.output.printError("Building \(package.chapter) \(package.stage) to run it…\n")
        try? FileManager.default.removeItem(at: keyFile)
        // From scratch when the workbook's own sources changed since the last build.
        if let note = BuildFolder(url: folder.appendingPathComponent(".build")).freshen(root: context.root) {
            context.output.printError(note + "\n")
        }
        var environment = context.environment
        environment["WORKBOOK_SCOPE"] = nil
        if let temporary = BuildFolder.swiftPMTemporaryFolder(root: context.root) { environment["TMPDIR"] = temporary.path }
        // Within check's build time limit, under the reaper, as every build of the scripts.
        func swiftRun(_ arguments: [String], into log: URL) throws -> Bool {
            let run = LimitedRun(command: [swift.path] + arguments, directory: folder, environment: environment, log: log,
                                 timeLimit: buildTimeLimit, reaper: context.tool)
            let ending = try run.run()
            if let stopped = try ending.buildStopped("\(package.chapter) \(package.stage)", timeLimit: buildTimeLimit) {
                throw ScriptFailure(stopped, status: 1)
            }
            return ending == .exited(0)
        }
        let log = folder.appendingPathComponent("build.log")
        guard try swiftRun(["build", "--product", "workbook-run"], into: log) else {
            context.output.printError("\(package.chapter) \(package.stage) does not build; its first errors:\n")
            let text = String(lossyContentsOf: log)
            context.output.printError(firstErrors(text, folder: folder, root: context.root).map { $0 + "\n" }.joined())
            return nil
        }
        let binLog = folder.appendingPathComponent("bin-path.log")
        guard try swiftRun(["build", "--show-bin-path"], into: binLog),
              let binFolder = String(lossyContentsOf: binLog)
                .split(separator: "\n").last.map(String.init) else {
            throw ScriptFailure("swift build --show-bin-path did not say where \(package.chapter) \(package.stage) was built")
        }
        let program = URL(fileURLWithPath: binFolder).appendingPathComponent("workbook-run")
        try? Data((program.path + "\n").utf8).write(to: pathFile)
        try? Data(key.utf8).write(to: keyFile)
        return program
    }

    /// The build's first five errors (`path:line:column: error: …`), each once, with the
    /// package's links named as the workbook's folders and paths relative to the repository.
    func firstErrors(_ log: String, folder: URL, root: URL) -> [String] {
        let links: [(link: String, folder: String)] = package.modules.map { ("\(folder.path)/Sources/\($0.name)/", "\($0.folder)/") }
        var seen: Set<String> = []
        var errors: [String] = []
        for line in log.split(separator: "\n") where errors.count < 5 && Self.isCompilerError(line) {
            var named = String(line)
            for (link, folder) in links { named = named.replacingOccurrences(of: link, with: folder) }
            named = named.replacingOccurrences(of: root.path + "/", with: "")
            if seen.insert(named).inserted { errors.append(named) }
        }
        return errors
    }

    /// True for a compiler's `path:line:column: error: …` line (a path without spaces).
    static func isCompilerError(_ line: Substring) -> Bool {
        guard let error = line.range(of: ": error: ") else { return false }
        let pieces = line[..<error.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count >= 3, !pieces[0].isEmpty, !pieces.contains(where: { $0.contains(" ") }) else { return false }
        return pieces.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
}
