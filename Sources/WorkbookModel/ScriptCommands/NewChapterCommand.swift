import Foundation

/// `./Scripts/new-chapter [--title TITLE]`: chapter N+1 started from chapter N's After — its
/// stages, its tests' adapter, skeletons of its lesson files and its registry lines — made in
/// a folder of its own and moved into place whole.
public struct NewChapterCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "new-chapter"
    public static let options: [ScriptOption] = [.value("--title")]
    public static let usage = """
        Usage: ./Scripts/new-chapter [--title TITLE]

        Starts chapter N+1, where N is the last chapter in Chapters/chapters.registry,
        from chapter N's After:

          Chapters/chapterN+1/Before, After   copies of chapter N's After (write the
                                              refactoring into After; Before stays)
          Chapters/chapterN+1/Tests/          the adapter (StageUnderTest.swift, from
                                              chapter N's, renamed), an empty Goals/
                                              folder, the test target links and
                                              Dependencies.rules (no rule yet: what
                                              the compiler must find gone, TODO)
          README.md, HINTS.md, NOTES.md       skeletons with the sections every
                                              chapter has, each marked TODO
          Chapters/chapters.registry          the chapter's lines (title, coupling,
                                              technique: TODO; chapter N's suites;
                                              an After of several modules: its line,
                                              for both stages, the names kept)

        It touches nothing else. CONTRIBUTING.md ("Adding a chapter") says the rest.

        Options:
          --title TITLE   the chapter's name (default: TODO)
          -h, --help      show this help

        Exit status: 0 created, 2 bad arguments or nothing to start from.

        """

    public var title: String

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        if let first = arguments.operands.first {
            throw ScriptFailure("unexpected argument '\(first)': it takes none, and always starts the chapter after the last one (see --help)")
        }
        title = arguments.value("--title").flatMap { $0.isEmpty ? nil : $0 } ?? "TODO"
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let registry = try context.registry()
        guard let last = registry.chapters(ofKind: RegistryChapter.pairKind).last else {
            throw ScriptFailure("Chapters/chapters.registry lists no chapter to start from")
        }
        let next = last.number + 1, chapter = "chapter\(next)"
        let files = FileManager.default
        let final = context.url("Chapters/\(chapter)")
        if files.fileExists(atPath: final.path) || (try? files.destinationOfSymbolicLink(atPath: final.path)) != nil {
            throw ScriptFailure("Chapters/\(chapter) already exists: finish it, or remove it to start again")
        }
        let from = context.url("Chapters/\(last.name)")
        guard let adapter = try? String(contentsOf: from.appendingPathComponent("Tests/StageUnderTest.swift"), encoding: .utf8) else {
            throw ScriptFailure("Chapters/\(last.name)/Tests/StageUnderTest.swift is missing: nothing to copy the adapter from")
        }
        // An After of several modules (chapter 9's) hands its modules on by name: the new Before
        // is a byte-identical copy, whose sources import them by those names, and the After
        // starts as the same. Package.swift keeps the stage of a name declared first and leaves
        // the later ones to their own scope; check builds each in a folder of its own.
        let modules = last.stage(named: "After")?.modules.map(\.name) ?? []
        let stageLine = modules.count > 1 ? last.facts["after"] : nil
        // Made in a folder of its own and moved into place whole at the end, with the
        // registry's lines: interrupted before that, nothing is left; after, nothing half-made.
        let work = context.url("Chapters/.\(chapter).new-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? files.removeItem(at: work) }
        let (published, interrupted) = try Interrupts.holdingOff { () throws -> Bool in
            try write(chapter: chapter, next: next, from: from, adapter: adapter.renumbered(from: last.number, to: next), into: work)
            if Interrupts.haveArrived { return false }
            try files.moveItem(at: work, to: final)
            let lines = ["", "\(chapter).title      \(title)", "\(chapter).coupling   TODO", "\(chapter).technique  TODO",
                         "\(chapter).before     \(stageLine ?? "Chapter\(next)Before")", "\(chapter).after      \(stageLine ?? "Chapter\(next)After")",
                         "\(chapter).suites     \(last.facts["suites"] ?? "")"]
            let registryFile = try FileHandle(forWritingTo: context.url("Chapters/chapters.registry"))
            try registryFile.seekToEnd()
            try registryFile.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
            try registryFile.close()
            // Only the links: README.md's chapter table changes when the chapter is published.
            // (Ctrl-C ignored there too: the terminal sends it to every process of its group.)
            let generate = ToolRun(executable: context.url("Scripts/generate"), arguments: ["--links"], directory: context.root)
            guard let null = FileHandle(forWritingAtPath: "/dev/null"),
                  try generate.holdingOffInterrupts.run(standardOutput: null, standardError: context.output.standardError) == 0 else {
                throw ScriptFailure("Chapters/\(chapter) is made and in the registry, but its test links are not: run ./Scripts/generate --links")
            }
            return true
        }
        guard published else {
            context.output.printError("Interrupted: nothing created.\n")
            return 130
        }
        if interrupted {
            context.output.printError("Interrupted while adding Chapters/\(chapter): new-chapter finished first, so nothing is half-made.\n")
        }
        context.output.print("""
            Started Chapters/\(chapter) from \(last.name)'s After (\(modules.joined(separator: " "))), and added its lines to Chapters/chapters.registry.
            Next: write the refactoring into Chapters/\(chapter)/After, its goal tests into Chapters/\(chapter)/Tests/Goals
            (then ./Scripts/generate), fill in the TODOs, and ./Scripts/check \(chapter) — see CONTRIBUTING.md.

            """)
        return 0
    }

    /// The new chapter's folder, made in `folder`.
    func write(chapter: String, next: Int, from: URL, adapter: String, into folder: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent("Tests/Goals"), withIntermediateDirectories: true)
        try files.copyItem(at: from.appendingPathComponent("After"), to: folder.appendingPathComponent("Before"))
        try files.copyItem(at: from.appendingPathComponent("After"), to: folder.appendingPathComponent("After"))
        let texts = [
            "Tests/Goals/.gitkeep": "",
            "Tests/StageUnderTest.swift": adapter,
            "Tests/Dependencies.rules": Self.rules(chapter),
            "README.md": Self.readme(chapter, next: next, title: title),
            "HINTS.md": Self.hints(next),
            "NOTES.md": Self.notes(next),
        ]
        for (path, text) in texts { try Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
    }
}

extension String {
    /// An adapter of chapter `old` as chapter `new`'s: its stages' module names and its
    /// comments' "Chapter N's".
    func renumbered(from old: Int, to new: Int) -> String {
        replacingOccurrences(of: "Chapter\(old)Before", with: "Chapter\(new)Before")
            .replacingOccurrences(of: "Chapter\(old)After", with: "Chapter\(new)After")
            .replacingOccurrences(of: "Chapter \(old)'s", with: "Chapter \(new)'s")
    }
}
