extension NewChapterCommand {
    /// Dependencies.rules with no rule yet: what a rule says, TODO.
    static func rules(_ chapter: String) -> String {
        """
        # What the compiler must find gone from the stage's code for \(chapter) to be done.
        # ./Scripts/check \(chapter) judges each test below on the compiler's call graph of the
        # stage, and counts it as a goal test; ./Scripts/map \(chapter) draws the same graph.
        # The format: Sources/WorkbookModel/Referee/DependencyRules.swift. TODO: a rule, e.g.
        #   test     test_screen_doesNotReachTheAppDelegate
        #   message  what is still coupled, and what the design wants instead
        #   edge     Screen -> AppDelegate

        """
    }

    /// README.md with the sections every chapter has.
    static func readme(_ chapter: String, next: Int, title: String) -> String {
        """
        # Chapter \(next) · \(title)

        ## The story

        TODO: what the business needs, and why today's code stands in the way.

        ## The smell

        TODO: the code that couples. Below, the dependency map of Before with the chapter's dependency rules marked (Tests/Dependencies.rules): `./Scripts/generate` draws it (`./Scripts/map \(chapter)`); say in a sentence which arrow goes away.

        <!-- map:begin -->
        <!-- map:end -->

        ## The technique: TODO (Feathers' name)

        TODO: the technique, where it comes from, and what it costs.

        ## Steps

        1. TODO: small steps, each keeping the characterization tests green (`./Scripts/check \(chapter)`).

        ## Done when

        TODO: `./Scripts/check \(chapter) --done` exits 0, and what else the reader should see.

        ## Discussion

        1. TODO: three questions for discussion.

        """
    }

    /// HINTS.md: three hints, TODO.
    static func hints(_ next: Int) -> String {
        """
        # Chapter \(next) · Hints

        ## Hint 1 — TODO

        TODO: a nudge.

        ## Hint 2 — TODO

        TODO: a pointer to the code.

        ## Hint 3 — TODO

        TODO: a near-answer.

        """
    }

    /// NOTES.md: the facilitator's sections, TODO.
    static func notes(_ next: Int) -> String {
        """
        # Chapter \(next) · Facilitation notes

        ## Before the session

        TODO

        ## Timed outline

        TODO

        ## Common mistakes

        TODO: what learners do, and what they see when they do it.

        ## Demo script

        TODO

        """
    }
}
