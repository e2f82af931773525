/// README.md's table of the Before/After chapters, from the registry: number and title, the
/// coupling each breaks, the technique it teaches.
public enum ChapterTable {
    public static func markdown(_ registry: Registry) -> String {
        let rows = registry.chapters(ofKind: RegistryChapter.pairKind).map { chapter in
            "| \(chapter.number) · \(chapter.facts["title"] ?? "") | \(chapter.facts["coupling"] ?? "") | \(chapter.facts["technique"] ?? "") |\n"
        }
        return "| chapter | coupling broken | technique |\n|---|---|---|\n" + rows.joined()
    }
}
