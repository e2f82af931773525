import Foundation

/// integrity's checks that read files only: the lessons, the chain, the registry and the
/// referees' manifest, the steps as patches and the lines they add.
extension IntegrityRun {
    func dataChecks() throws {
        section("Lesson files")
        modelCheck(.lessons)

        section("Chain (each chapter starts where the previous one ends)")
        modelCheck(.chain)

        section("Registry (Chapters/chapters.registry agrees with the folders)")
        let problems = RegistryChecks(registry: registry, files: DiskFiles(root: context.root)).all()
        if problems.isEmpty {
            pass("\(chapters.count) chapters, each with its stages' modules, its suites and its adapter, as registered")
        } else {
            for problem in problems { fail(problem.message) }
        }
        refereesCheck()

        section("Steps (each README step a patch; applied in order to Before, they end at After)")
        modelCheck(.steps)

        section("Step lines pinned (each behavioural line a chapter's steps add has a mutant in its catalogue)")
        // Each line the steps add or change that is behaviour (StepLines) is changed in the After
        // by a mutant of chapter 0's catalogue, every-stage.mutants or the chapter's own, or the
        // chapter's catalogue lists it open or quiet. That the After's suites catch those mutants
        // is proved where every stage is graded (IntegrityRun+Mutants).
        modelCheck(.stepLines(chapters: chapters.map(\.name)))
    }

    /// The referees (tests, snapshots, Afters, Sources/, Package.swift) as Chapters/referees.sha256 lists them.
    func refereesCheck() {
        let path = PublishedManifest.path
        guard let published = context.publishedManifest else {
            fail("\(path) is missing: ./Scripts/referees --write --maintainer makes it; commit it")
            return
        }
        let changes: [ManifestChange]
        do {
            changes = published.changes(to: try context.manifestFilesNow())
        } catch {
            fail("the referees could not be read", ["\(error)"])
            return
        }
        guard !changes.isEmpty else {
            pass("the referees (tests, snapshots, Afters, Sources/, Package.swift) hash to \(path)")
            return
        }
        let lines = changes.map { change -> String in
            switch change.kind {
            case .added: "\(change.path): not in the manifest"
            case .missing: "\(change.path): gone, but in the manifest"
            case .changed: "\(change.path): differs from the manifest"
            }
        }
        fail("the referees differ from \(path)",
             lines + ["to publish these changes: ./Scripts/referees --write --maintainer, and commit \(path) with them"])
    }
}
