/// Module names that more than one chapter uses. Chapter N+1's Before is a
/// byte-identical copy of chapter N's After, so an After of several modules
/// (chapter 9's MyBiz, Login…) hands its module names on to the next chapter,
/// and the sources import them by those names. A package holds one module of a
/// name: Package.swift keeps the stage declared first and leaves a later stage
/// of the same names to its own scope (WORKBOOK_SCOPE, as ./Scripts/check
/// builds each stage), and one build folder holds one module of a name, so
/// such a stage builds in a folder of its own (``KeptResults/buildFolder(scope:chapter:registry:)``).
extension Registry {
    /// Whether a stage's modules use a name that a stage of an earlier Before/After chapter uses.
    public func repeatsEarlierNames(_ stage: Stage) -> Bool {
        let names = Set(stage.modules.map(\.name))
        return chapters(ofKind: RegistryChapter.pairKind)
            .filter { $0.number < stage.chapter }
            .flatMap(\.stages)
            .contains { earlier in earlier.modules.contains { names.contains($0.name) } }
    }
}
