/// The registry as bash assignments: what the scripts read once per run
/// (`eval "$(workbook registry --shell)"`, Scripts/tests/lib/chapters.sh), then answer
/// every question about chapters, stages and suites with variables, no program.
///
/// bash 3.2 has no associative arrays, so each fact is a variable named after it:
///
///     WB_REG_ALL='chapter0 chapter1 …'       every chapter, in numeric order
///     WB_REG_PAIRS='chapter1 …'              the Before/After chapters
///     WB_REG_chapter1_title='AppDelegate coupling'    a fact, chapterN.key
///     WB_REG_workbook_map='AppDelegate …'    a fact of the whole workbook
///     WB_REG_chapter1__kind='pair'           the chapter's kind
///     WB_REG_chapter9__After='MyBiz:Login,UIHelpers
///     Login:UIHelpers …'                     a stage's modules, one a line (split rule applied)
///     WB_REG_chapter10__After_repeats='yes'  its names are an earlier chapter's (``repeatsEarlierNames(_:)``)
///     WB_REG_chapter1__Before_Goals_scope='chapter1-before-goals'
///                                            a stage's suite's scope (``Stage/scope(chapter:stage:suite:)``)
///
/// Keys are lower-case letters (``Registry/isKey(_:)``), so the names are variable names
/// and a computed one (two underscores) never meets a fact's.
extension Registry {
    /// The prefix of every variable.
    public static let shellPrefix = "WB_REG_"

    /// The assignments, one a line (a value with line breaks spans lines, quoted).
    public func shellAssignments() -> String {
        var lines: [String] = []
        func assign(_ name: String, _ value: String) {
            lines.append("\(Self.shellPrefix)\(name)=\(value.shellQuoted)")
        }
        assign("ALL", chapters.map(\.name).joined(separator: " "))
        assign("PAIRS", chapters(ofKind: RegistryChapter.pairKind).map(\.name).joined(separator: " "))
        for key in facts.keys.sorted() {
            assign("\(Self.workbookPrefix)_\(key)", facts[key] ?? "")
        }
        for chapter in chapters {
            for key in chapter.facts.keys.sorted() {
                assign("\(chapter.name)_\(key)", chapter.facts[key] ?? "")
            }
            assign("\(chapter.name)__kind", chapter.kind)
            for stage in chapter.stages {
                assign("\(chapter.name)__\(stage.name)", stage.modules.map(\.entry).joined(separator: "\n"))
                if repeatsEarlierNames(stage) { assign("\(chapter.name)__\(stage.name)_repeats", "yes") }
                for suite in Stage.suites {
                    assign("\(chapter.name)__\(stage.name)_\(suite)_scope", Stage.scope(chapter: chapter.name, stage: stage.name, suite: suite))
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
