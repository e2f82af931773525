import Foundation

extension TemporaryRepository {
    /// Chapter 1 with two README steps ("Rename it", "Use it", each with its *Expected:* line),
    /// their states in `states/0` … `states/2`, and a Before that did step 1 in other words.
    func writeTwoSteps() throws {
        try write("Chapters/chapter1/README.md", """
            ## Steps

            1. **Rename it.** Text.

               *Expected:* Before characterization 2/2, goals 1/2.

            2. **Use it.** Text.

               *Expected:* Before characterization 2/2, goals 2/2.

            """)
        try write("states/0/App.swift", "let a = 1\n")
        try write("states/1/App.swift", "let renamed = 1\n")
        try write("states/2/App.swift", "let renamed = 1\nprint(renamed)\n")
        try write("Chapters/chapter1/Before/App.swift", "// renamed, in my words\nlet renamedValue = 1\n")
    }
}
