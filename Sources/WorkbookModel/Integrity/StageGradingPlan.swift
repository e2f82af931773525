import Foundation

/// Which stages integrity grades against every mutant, and which an earlier grading covers.
///
/// A Before is its previous chapter's After (the chain): when a stage's code is the same as
/// an earlier graded stage's, and its chapter's suites include every suite graded there, they
/// catch what those caught, without a build of their own. An After is graded with the
/// characterization suites among its goals too (`grade --stage`); a later stage's suites never
/// include those, and a chapter may drop a suite (chapter 4 drops the error screen's). Such a
/// Before is covered when the earlier grading caught each mutant with a test of a class its
/// own suites have (``GradeSummary/Counts/caughtByEach(of:)``: the same test, on the same code,
/// fails the same way), known only once that grading is done (``Entry/sameCodeAs``). Only a
/// Before: its mutants (the exercise's catalogue and every stage's) are in every stage's grading.
public struct StageGradingPlan: Equatable, Sendable {
    /// A stage as the plan sees it.
    public struct Stage: Equatable, Sendable {
        /// `chapterN/before` or `chapterN/after`, as grade's `--stage` takes it.
        public var spec: String
        /// What its code is: equal for two stages whose folders hold the same files.
        public var code: String
        /// Its chapter's suites (the registry's `suites`).
        public var chapterSuites: [String]
        /// The suites its grading runs: its chapter's, and an After's goal characterization suites.
        public var gradedSuites: [String]

        public init(spec: String, code: String, chapterSuites: [String], gradedSuites: [String]) {
            self.spec = spec
            self.code = code
            self.chapterSuites = chapterSuites
            self.gradedSuites = gradedSuites
        }
    }

    /// A stage in the plan: graded itself, covered by the grading of `sameAs`, or covered by
    /// the grading of `sameCodeAs` where its tests caught each mutant (else graded itself).
    public struct Entry: Equatable, Sendable {
        public var spec: String
        public var sameAs: String?
        public var sameCodeAs: String?
    }

    /// What a stage's code is, from its folder: `cksum`'s line for each of its files, paths
    /// relative to the folder (``SourceFiles``: two folders with the same files are the same code).
    public static func code(of folder: URL) -> String {
        SourceFiles(root: folder).sums(["."]).joined(separator: "\n")
    }

    /// Every stage, in the order given.
    public var entries: [Entry]

    /// The stages graded themselves, in order.
    public var graded: [String] { entries.filter { $0.sameAs == nil && $0.sameCodeAs == nil }.map(\.spec) }

    public init(_ stages: [Stage]) {
        var graded: [Stage] = []
        entries = stages.map { stage in
            let covering = graded.first { earlier in
                earlier.code == stage.code && Set(earlier.gradedSuites).isSubset(of: Set(stage.chapterSuites))
            }
            if let covering { return Entry(spec: stage.spec, sameAs: covering.spec) }
            if stage.spec.hasSuffix("/before"), let sameCode = graded.first(where: { $0.code == stage.code }) {
                return Entry(spec: stage.spec, sameCodeAs: sameCode.spec)
            }
            graded.append(stage)
            return Entry(spec: stage.spec)
        }
    }
}
