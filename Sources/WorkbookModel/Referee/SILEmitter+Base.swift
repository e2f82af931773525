import Foundation

extension SILEmitter {
    /// A stage of several modules as it is, compiled once for the variants of it that the
    /// referee's catalogue judges: each module's interface (for the modules that import it),
    /// its SIL and its files. A variant's module whose files and imports are the base's is
    /// read from here: most of the catalogue's changes touch one module of four (a case that
    /// changes chapter 10's app alone: one compiler run, not six).
    public struct Base: Sendable {
        /// The modules' interfaces, for a variant's modules that import one kept as it was.
        public var modules: URL
        /// Each module's SIL, read from the stage's own folder.
        public var texts: [String: SILText]
        /// Each module's Swift files, by their path in its folder.
        public var files: [String: [String: Data]]

        /// The modules of `stage` that a variant (`emitter`'s) left as the base has them:
        /// their files the same, and the modules they import too.
        func unchanged(in stage: Stage, variant emitter: SILEmitter) -> Set<String> {
            var kept: Set<String> = []
            for module in SILEmitter.dependenciesFirst(stage) {
                let importsKept = module.dependencies.allSatisfy { name in
                    kept.contains(name) || !stage.modules.contains { $0.name == name }
                }
                if importsKept, texts[module.name] != nil, files[module.name] == emitter.variantFiles(of: module, in: stage) {
                    kept.insert(module.name)
                }
            }
            return kept
        }
    }

    /// The base of `stage`'s variants: the stage's own folder compiled as a variant, into
    /// `work`, which is kept (its interfaces are read by the variants' compiler runs) until
    /// its owner removes it. Nil for a stage of one module: a variant changes that one.
    public func base(_ stage: Stage) throws -> Base? {
        guard stage.modules.count > 1 else { return nil }
        var own = self
        own.variant = root.appendingPathComponent(stage.folder)
        own.base = nil
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let imported = Set(stage.modules.flatMap(\.dependencies))
        var texts: [String: SILText] = [:]
        var files: [String: [String: Data]] = [:]
        for module in Self.dependenciesFirst(stage) {
            if imported.contains(module.name) { try own.emitModule(module, in: stage) }
            texts[module.name] = try own.sil(of: module, in: stage)
            files[module.name] = own.variantFiles(of: module, in: stage)
        }
        return Base(modules: work.appendingPathComponent("Modules"), texts: texts, files: files)
    }
}
