import Foundation

/// `./Scripts/referees [--write --maintainer]`: whether the files that judge a learner's work,
/// and the exercise, are as Chapters/referees.sha256 says they were published; a maintainer
/// records them there.
public struct RefereesCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "referees"
    public static let options: [ScriptOption] = [.flag("--write"), .flag("--maintainer")]
    public static let usage = """
        Usage: ./Scripts/referees [--write --maintainer]

        Chapters/referees.sha256 records the published content of everything that
        judges a learner's work — the shared suites and their snapshots, each
        chapter's tests and test-target links, every After, Sources, Package.swift
        and the registry — and of the exercise itself (every Before). check names a
        referee a learner edited (and --done never says done over one), reset
        restores the published exercise, and integrity proves the manifest matches
        the files.

        Without options it lists the files that differ from the manifest. With
        --write --maintainer (maintainers, after changing any of those files on
        purpose) it records the files as they are now; commit the manifest with
        them. --write alone refuses: on a learner's checkout it would record the
        learner's edits as published, and check could no longer see them (a learner
        undoes edits with ./Scripts/reset CHAPTER --referees).

        Options:
          --write       record the files as they are now (with --maintainer)
          --maintainer  say that you publish a change to the workbook on purpose
          -h, --help    show this help

        Exit status: 0 the files match the manifest (or it was written), 1 they
        differ, 2 bad arguments (--write without --maintainer).

        """

    public var write: Bool

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        if let first = arguments.operands.first { throw ScriptFailure("unexpected argument '\(first)': it takes none (see --help)") }
        write = arguments.flag("--write")
        guard !arguments.flag("--maintainer") || write else { throw ScriptFailure("--maintainer goes with --write (see --help)") }
        // Recording the referees as they are is a maintainer's act: on a learner's checkout it
        // would make every edit of a test, a snapshot or an After look published (check, reset, doctor).
        guard !write || arguments.flag("--maintainer") else {
            throw ScriptFailure("--write records your edits as published, and check would no longer see them: to undo edits, ./Scripts/reset CHAPTER --referees; to publish a change to the workbook, ./Scripts/referees --write --maintainer")
        }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let out = context.output, path = PublishedManifest.path
        let now = try context.manifestFilesNow()
        if write {
            do {
                try Data(now.text.utf8).write(to: context.url(path), options: .atomic)
            } catch {
                throw ScriptFailure("cannot write \(path): \(error.localizedDescription)")
            }
            out.line("Wrote \(path): \(now.fingerprints.count) files.")
            return 0
        }
        guard let published = context.publishedManifest else {
            out.line("\(path) is missing: ./Scripts/referees --write --maintainer makes it.")
            return 1
        }
        let changes = published.changes(to: now)
        guard !changes.isEmpty else {
            out.line("Every file matches \(path) (\(published.fingerprints.count) files).")
            return 0
        }
        out.line("These files differ from \(path):")
        for change in changes { out.line("  " + change.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + " " + change.path) }
        // reset restores a chapter's Before and the files that judge it (--referees: those alone).
        let chapters = Set(changes.compactMap { change -> String? in
            let parts = change.path.split(separator: "/")
            return parts.count > 2 && parts[0] == "Chapters" && parts[1].hasPrefix("chapter") ? String(parts[1]) : nil
        }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let reset = chapters.map { "./Scripts/reset \($0)" }.joined(separator: ", ")
        out.line("A learner restores them with \(chapters.isEmpty ? "./Scripts/reset CHAPTER" : reset) (the files that judge it alone: --referees); "
                 + "a maintainer publishing them runs ./Scripts/referees --write --maintainer.")
        return 1
    }
}
