import Foundation

extension GradeCommand {
    /// The stage graded, relative to the repository (Chapters/chapter1/Before).
    var stageRelative: String { "Chapters/\(appChapter)/\(appStage)" }

    /// Where grade's packages are: .build-mutants, or WB_MUTANTS_BASE (the scripts' tests).
    func mutantsBase(_ context: ScriptContext) -> URL {
        context.environment["WB_MUTANTS_BASE"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? context.url(".build-mutants")
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let swift = try SwiftToolchain.required(path: context.environment["PATH"]).executable
        let registry = try context.registry()
        return try FileManager.default.withWorkFolder("grade") { work in
            let grading = GradeRun(command: self, context: context, registry: registry, swift: swift, work: work)
            return try Interrupts.noting { () throws -> Int32 in
                try grading.prepare()
                try grading.grade()
                if let signal = Interrupts.notedSignal {
                    throw ScriptFailure("interrupted: the grading was stopped, and everything it started", status: 128 + signal)
                }
                return try grading.finish()
            }
        }
    }
}
