import Foundation

/// `./Scripts/step COMMAND CHAPTER [K]`: a chapter's numbered steps as patches, for learners and
/// instructors — which step the Before is at, a step's text and patch, a step applied, the
/// Before made a step's state; for maintainers and CI, every step verified in a copy of the
/// workbook (``verify(_:)``), and the steps rewritten with git (``record(_:)``, ``edit(_:)``).
public struct StepCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "step"
    public static let options: [ScriptOption] = [.flag("--force"), .flag("--porcelain"), .value("--from"), .flag("--no-build"), .value("--copy"), .value("--claim")]
    public static let usage = """
        Usage: ./Scripts/step COMMAND CHAPTER [K] [options]

        Each numbered step of a chapter's README is a patch in Chapters/CHAPTER/Steps/
        (NN-name.patch, relative to the chapter's Before). Applied in order to the
        pristine Before, they keep the characterization tests green after each step
        and end byte-identical to After.

        For learners and instructors:
          which CHAPTER           which step Chapters/CHAPTER/Before seems to be at
                                  (--porcelain: "K<TAB>N<TAB>exact|near<TAB>LINES")
          show CHAPTER K          step K: its README text and its patch
          apply CHAPTER K|next    applies step K to your Before (a live demo). Only
                                  when Before is exactly at step K-1; --force applies
                                  it over other changes if it applies cleanly, after
                                  keeping a copy of Before in .workbook/backups/
          goto CHAPTER K          makes Before exactly step K (0 = the pristine
                                  exercise), forwards or back. Only when Before is
                                  exactly at a step (nothing of yours is lost);
                                  --force keeps a copy in .workbook/backups/ first

        For maintainers and CI:
          verify [CHAPTER…|all]   in a copy of the workbook (.build-check/steps/),
                                  applies the steps to the pristine Before one by one;
                                  after each, builds and runs Before's
                                  characterization (must be green) and goal tests,
                                  compares them with the step's "*Expected:*" line
                                  and the counts its text states, and finally
                                  compares Before with After (must be identical).
                                  Exit 0 when every step holds. Default: all.
                                  --no-build: only what needs no build (~1 s):
                                  one patch per README step, named in order, each
                                  step's *Expected:* line, the patches end at After.
                                  --copy NAME: in .build-check/NAME/ instead (two
                                  verifies at once, each in a copy of its own: CI)
                                  --claim FOLDER: only the chapters no other verify
                                  given FOLDER took first, most steps first (two
                                  verifies share the chapters out as each gets to
                                  them: CI)
          record CHAPTER          re-records the patches after the chapter's Before
                                  or After changed: replays each step on the current
                                  Before (a 3-way merge where the context moved),
                                  puts what still differs from After into the last
                                  step (and says which files), rewrites Steps/
          record CHAPTER --from DIR
                                  writes the patches from DIR's git history (made by
                                  edit): one commit a step after the first, named by
                                  its subject ("03-delete-the-old-initializer")
          edit CHAPTER [DIR]      a git repository of the steps to rewrite them with
                                  git (rebase -i, amend, a commit for a new step);
                                  default DIR .workbook/steps/CHAPTER

          CHAPTER   chapter1, 1, …    K   a step number, 1 … the chapter's last
                    (left out inside Chapters/chapterN/, with no step: that one)

        After a chapter's After (or, by the chain, Before) changes, commit that
        change, then:
          ./Scripts/step record chapterN && ./Scripts/step verify chapterN
        and update the README steps the change touches (record says which files the
        last step took on; move them to the right step with edit if needed).

        Exit status: 0 done (verify: every step holds), 1 refused or a step does not
        hold, 2 bad arguments, no toolchain (verify), or a Before with local changes
        (verify, record).

        """

    public enum Action: String, Equatable, Sendable {
        case which, show, apply, goto, verify, record, edit
    }

    public var action: Action
    public var chapter: String
    /// The step's operand (show, apply, goto): a number, or `next` (apply).
    public var step: String?
    public var force: Bool
    public var porcelain: Bool
    /// verify's chapters (its `chapter` is the first).
    public var chapters: [String] = []
    /// verify --no-build: only what can be seen without building.
    public var noBuild = false
    /// verify --copy NAME: the copy's folder under .build-check/ (default `steps`).
    public var copyName = "steps"
    /// verify --claim FOLDER: where the runs that share the chapters claim them.
    var claims: ChapterClaims?
    /// record --from DIR: the steps' repository to write the patches from.
    public var from: String?
    /// edit's DIR: where to make the steps' repository (default .workbook/steps/CHAPTER).
    public var editFolder: String?

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        let operands = arguments.operands
        guard let command = operands.first else {
            throw ScriptFailure("which command? which, show, apply, goto, verify, record or edit (see --help)")
        }
        guard let action = Action(rawValue: command) else {
            throw ScriptFailure("unknown command '\(command)' — choose one of: which, show, apply, goto, verify, record, edit")
        }
        guard Git(root: context.root, path: context.environment["PATH"]) != nil else {
            throw ScriptFailure("step needs git (it reads and applies the patches with git apply)")
        }
        porcelain = arguments.flag("--porcelain")
        force = arguments.flag("--force")
        self.action = action
        if action == .verify {
            (chapters, noBuild, copyName, claims) = try Self.verifyArguments(arguments, context: context)
            chapter = chapters[0]
            step = nil
            return
        }
        if action == .record || action == .edit {
            (chapter, from, editFolder) = try Self.recordingArguments(arguments, context: context)
            step = nil
            return
        }
        let most = action == .which ? 1 : 2
        guard operands.count <= most + 1 else {
            throw ScriptFailure("too many arguments for \(command): '\(operands[most + 1])' (see --help)")
        }

        if porcelain, action != .which { throw ScriptFailure("--porcelain is for which") }
        if arguments.value("--from") != nil { throw ScriptFailure("--from is for record") }
        if arguments.flag("--no-build") { throw ScriptFailure("--no-build is for verify") }
        if arguments.value("--copy") != nil { throw ScriptFailure("--copy is for verify") }
        if arguments.value("--claim") != nil { throw ScriptFailure("--claim is for verify") }
        if force, action != .apply, action != .goto { throw ScriptFailure("--force is for apply and goto") }
        // The chapter first (without one, the chapter whose folder it was run in), then the step.
        chapter = try context.chapter(operand: operands.count > 1 ? operands[1] : nil, command: "step \(command)", choice: .pair)
        step = operands.count > 2 ? operands[2] : nil
        guard ChapterSteps(chapter: chapter, root: context.root).total > 0 else {
            throw ScriptFailure("\(chapter) has no steps as patches (Chapters/\(chapter)/Steps/ is empty or missing)")
        }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let steps = ChapterSteps(chapter: chapter, root: context.root)
        switch action {
        case .which: return try which(steps, context)
        case .show: return try show(steps, context)
        case .apply: return try apply(steps, context)
        case .goto: return try goto(steps, context)
        case .verify: return try verify(context)
        case .record: return try record(context)
        case .edit: return try edit(context)
        }
    }
}
