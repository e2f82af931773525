/// The targets Package.swift declares for the chapters, read from the same registry:
/// what integrity compares with `swift package dump-package`.
extension Registry {
    /// The chapters' targets (stages' modules and test targets, chapter 0's tests) in the
    /// order Package.swift declares them, for a WORKBOOK_SCOPE (nil: none set) and the
    /// chapters whose Before goals a learner asked for (.workbook/before-goals).
    /// `folderExists` answers for a path relative to the repository (a module's own tests).
    public func targetNames(scope: Set<String>? = nil, beforeGoalsWanted: Set<String> = [],
                            folderExists: (String) -> Bool) -> [String] {
        func isInScope(_ name: String, byDefault: Bool) -> Bool {
            scope.map { $0.contains(name) } ?? (byDefault || beforeGoalsWanted.contains(name))
        }
        var names: [String] = []
        // The module names of an After left out for its Before's goals: a later stage that
        // repeats them is declared under names of its own too (Package.swift's withheldNames).
        var withheld: Set<String> = []
        func addModules(of stage: Stage, real: (String) -> String = { $0 }) {
            for module in stage.modules where !names.contains(real(module.name)) { names.append(real(module.name)) }
        }
        for chapter in chapters(ofKind: RegistryChapter.pairKind) {
            for stage in chapter.stages {
                let suites = Stage.suites.filter { suite in
                    isInScope(stage.scope(suite: suite), byDefault: stage.name == "After" || suite == "Characterization")
                }
                if suites.isEmpty { continue }
                // With its Before's goals in, a several-module After is left out: the Before's goal
                // tests import the After's module names, and must never see the reference.
                if stage.name == "After", stage.modules.count > 1,
                   isInScope(chapter.stage(named: "Before")?.scope(suite: "Goals") ?? "", byDefault: false) {
                    withheld.formUnion(stage.modules.map(\.name))
                    continue
                }
                // A stage that repeats module names declared already (chapter 9's, which later
                // chapters keep; a Before split into its After's modules): in a scope, left to one
                // of its own; in the whole package, declared under the stage's own names
                // (Chapter10BeforeMyBiz), imported by their own through -module-alias.
                let repeats = stage.modules.contains(where: { names.contains($0.name) || withheld.contains($0.name) })
                if repeats && scope != nil { continue }
                let real = { (name: String) in repeats ? stage.aliasedName(name) : name }
                addModules(of: stage, real: real)
                for suite in suites {
                    names.append(stage.testTargetName(suite: suite))
                    for module in stage.modules where suite == "Goals" && stage.modules.count > 1 {
                        if folderExists("Chapters/chapter\(chapter.number)/Tests/\(module.name)Tests") {
                            names.append(real("\(module.name)Tests"))
                        }
                    }
                }
            }
        }
        for exercise in chapters(ofKind: "characterize") {
            guard isInScope("\(exercise.name)-characterization", byDefault: true),
                  let app = exercise.appStage, let stage = chapter(named: app.chapter)?.stage(named: app.stage) else { continue }
            addModules(of: stage)
            names.append("Chapter\(exercise.number)CharacterizationTests")
            // The learner's tests in Swift Testing, a target of their own when their folder exists.
            if folderExists("Chapters/\(exercise.name)/SwiftTests") {
                names.append("Chapter\(exercise.number)SwiftTestingTests")
            }
        }
        return names
    }
}
