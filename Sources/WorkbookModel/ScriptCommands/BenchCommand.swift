import Foundation

/// `./Scripts/bench`: the workbook's budgets (WORKBOOK.md) measured on this machine, each beside
/// its budget (``BenchReport``), on a copy of the workbook or fresh clones of its last commit.
public struct BenchCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "bench"
    public static let options: [ScriptOption] = [.flag("--quick"), .flag("--checks-only"), .value("--chapter"), .value("--runs"),
                                                 .value("--first"), .value("--against")]
    public static let usage = """
        Usage: ./Scripts/bench [--quick] [--checks-only] [--chapter CHAPTER] [--runs N] [--first N] [--against REV]

        Measures the workbook's budgets on this machine and prints each beside its
        budget:

          login test             median time of the characterization test that logs
                                 in and reaches the tab screen
                                 (test_signIn_withGoodCredentials_showsTabScreen), in
                                 every chapter's Before and After, over N runs
          swift test             the whole run, build excluded (median of N runs)
          check, unchanged       ./Scripts/check CHAPTER with nothing changed (0.2 s)
          check, one-line edit   the same after a one-line edit in Before
          where am I             ./Scripts/check with no chapter (no build; 0.3 s)
          map                    ./Scripts/map CHAPTER, its tool built (1 s)
          first check            ./Scripts/check CHAPTER on a fresh clone of the last
                                 commit, nothing built yet (median of --first runs;
                                 skipped by --quick)
          fresh clone            git clone, then swift build --build-tests and
                                 swift test, in a temporary folder (skipped by --quick)

        Each timed run of check notes the machine's load (other jobs share the
        cores): the table gives the range.

        Everything runs on a copy of the workbook (.build-scripts/bench/workbook,
        kept so that later runs start warm) or a temporary clone of its last commit;
        your files are never edited. The first run builds every stage: minutes.

        Options:
          --quick             skip the fresh clone
          --checks-only       measure check alone (nothing changed, a one-line edit,
                              where am I): no swift test, map or fresh clone
          --chapter CHAPTER   the chapter to check (default: the first)
          --runs N            runs of swift test and of check, unchanged (default 5)
          --first N           fresh clones to time the first check on (default 3)
          --against REV       also time another commit's design (e.g. the one before
                              a change to check) in the same run, side by side: its
                              check unchanged and where am I, each run taking turns
                              with the copy's (the same load for both), its check
                              after a one-line edit, and its first check on fresh
                              clones (taking turns with the last commit's); shown
                              under the budgets, not judged
          -h, --help          show this help

        Exit status: 0 every budget met, 1 one is over, 2 bad arguments.

        """

    /// Leave out the fresh clones.
    public var quick: Bool
    /// check alone: no swift test, map or fresh clone.
    public var checksOnly: Bool
    /// The chapter to check (nil: the first).
    public var chapterSpec: String?
    public var runs: Int
    public var firsts: Int
    /// Another commit to time beside the copy, shown and not judged.
    public var against: String?

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        if let operand = arguments.operands.first { throw ScriptFailure("takes no arguments (got '\(operand)'; see --help)") }
        checksOnly = arguments.flag("--checks-only")
        quick = arguments.flag("--quick") || checksOnly
        chapterSpec = arguments.value("--chapter")
        runs = try Self.count(arguments.value("--runs"), option: "--runs", otherwise: 5)
        firsts = try Self.count(arguments.value("--first"), option: "--first", otherwise: 3)
        against = arguments.value("--against")
    }

    /// A whole number of 1 or more, or the default when not given.
    static func count(_ given: String?, option: String, otherwise: Int) throws(ScriptFailure) -> Int {
        guard let given else { return otherwise }
        guard let count = Int(countOfOneOrMore: given) else {
            throw ScriptFailure("\(option) needs a whole number of 1 or more (got '\(given)')")
        }
        return count
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let registry = try context.registry()
        guard let first = registry.chapters(ofKind: RegistryChapter.pairKind).first else {
            throw ScriptFailure("no chapters in \(context.url("Chapters").path)")
        }
        let chapter = try context.chapter(chapterSpec ?? first.name, choice: .pair)
        let path = context.environment["PATH"]
        let swift = try SwiftToolchain.required(path: path)
        guard let git = Git(root: context.root, path: path) else { throw ScriptFailure("bench needs git (it copies the workbook with it)") }
        var againstCommit: String?
        if let against {
            guard let commit = git.lines(["rev-parse", "--verify", "-q", "\(against)^{commit}"])?.first, !commit.isEmpty else {
                throw ScriptFailure("--against needs a commit of this repository (got '\(against)')")
            }
            againstCommit = commit
        }
        return try FileManager.default.withWorkFolder("bench") { work in
            try BenchRun(command: self, context: context, chapter: chapter, swift: swift, git: git, againstCommit: againstCommit, work: work).run()
        }
    }
}
