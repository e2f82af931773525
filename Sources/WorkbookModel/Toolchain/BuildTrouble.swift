import Foundation

/// What a failed build's log says about a cause other than the learner's code: a damaged build
/// folder (a garbled build database or module: every build then fails, whatever the code), or
/// something outside the build (the disk, HOME, a killed compiler). And whether an incremental
/// build compiled a module others use (SwiftPM's incremental-build bug can then leave a module
/// compiled against an old layout: swiftlang/swift-package-manager#10502).
public enum BuildTrouble {
    /// When the log shows that the build folder `scratch` is damaged rather than the code
    /// wrong: the first such error, the repository's paths relative, at most 200 characters.
    public static func damage(log: String, scratch: URL, root: URL) -> String? {
        let lines = ResultFolder.lines(log)
        let folder = scratch.path + "/"
        // A compiler error in a source file of the repository is the code's.
        let codeError = lines.contains { line in
            line.hasPrefix("/") && line.range(of: #"^/[^:]+:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil
                && !line.contains(folder) && !line.contains("/.build")
        }
        if codeError { return nil }
        // Two files of one name in a module (SwiftPM makes NAME.swift.o of each): the code's.
        if lines.contains(where: { BuildLog.sameNamedSources($0) != nil }) { return nil }
        let signs = #"build database|unable to load build file|unexpected top-level node|malformed|signature mismatch|file is not a database"#
        guard let line = lines.first(where: { line in
            line.contains("error") && (line.contains(folder) || line.range(of: signs, options: .regularExpression) != nil)
        }) else { return nil }
        let relative = line.replacingOccurrences(of: root.path + "/", with: "")
        return String(relative.drop { $0 == " " || $0 == "\t" }.prefix(200))
    }

    /// When a build that ended with `status` failed for a reason outside the learner's code:
    /// that reason and its fix, in one line. Such a result is never kept: once the cause is
    /// gone, the next check builds again.
    public static func outsideCause(log: String, status: Int, home: String?) -> String? {
        let again = "close other programs, then check again"
        if log.contains("No space left on device") {
            return "the disk is full (No space left on device): free some space (rm -rf .build-check .build-mutants frees the workbook's builds), then check again"
        }
        if let home, !home.isEmpty, log.contains("'\(home)/"),
           log.range(of: "unable to open output file|Not a directory|Permission denied|Read-only file system", options: .regularExpression) != nil {
            return "HOME (\(home)) is not a folder the Swift toolchain can write its caches in: set HOME to your home folder, then check again"
        }
        if status > 128, status < 192 {
            return "the build was ended from outside (\(ExitStatus.text(status))) — often the system running out of memory: \(again)"
        }
        if log.range(of: #"due to signal (9|15)|terminated\((9|15)\)|Killed"#, options: .regularExpression) != nil,
           let range = log.range(of: #"due to signal [0-9]+|terminated\([0-9]+\)|Killed"#, options: .regularExpression) {
            return "a compiler was killed (\(log[range])) — often the system running out of memory: \(again)"
        }
        return nil
    }

    /// Whether the build whose log this is compiled a module that others may use ("[3/9]
    /// Compiling Chapter1Before API.swift"), not only test targets (…Tests), which nothing imports.
    public static func compiledADependency(log: String) -> Bool {
        ResultFolder.lines(log).contains { line in
            guard line.hasPrefix("["), let range = line.range(of: #"^\[[0-9]+/[0-9]+\] Compiling [A-Za-z0-9_]+ "#, options: .regularExpression) else { return false }
            let module = line[range].split(separator: " ")[2]
            return !module.hasSuffix("Tests")
        }
    }
}
