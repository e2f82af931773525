import Foundation

/// Has the compiler print a stage's SIL, module by module, from the build check made of it,
/// and the demangler read every name in it: what a ``StageCode`` is made of.
///
/// Each module is compiled once more with `swiftc -emit-silgen -wmo` (raw SIL, before any
/// optimisation: every call as written, resolved), with the flags SwiftPM's debug build
/// gives it (its module name, Swift 5 mode, `-D SWIFT_PACKAGE -D DEBUG`, the build's
/// modules and module cache), from the sources that build compiled (its `sources` list,
/// the generated resource accessor included), and `-Xllvm -sil-print-debuginfo` for the
/// places. About half a second a module on one core (measured: chapter 1's Before 0.8 s).
/// On macOS `swiftc` finds the SDK itself (`xcrun`) and targets the running system, which can
/// import the build's modules (built for macOS 13, the package's platform).
public struct SILEmitter: Sendable {
    public var root: URL
    /// The build's products folder (`.build-check/stages/debug`): its `Modules`, `ModuleCache`, `<Module>.build/`.
    public var binPath: URL
    public var swiftc: URL
    public var swift: URL
    /// A folder for the compiler's output, emptied after.
    public var work: URL
    /// Another copy of the stage's sources to read instead of the stage's folder (the referee's
    /// catalogue: a variant of a stage). Its modules are compiled too, dependencies first, so
    /// that a module reads the variant of the modules it imports, not the build's.
    public var variant: URL?
    /// For a variant of a stage of several modules: the stage as it is, compiled once
    /// (``base(_:)``), whose modules the variant did not change are read from there.
    public var base: Base?

    public init(root: URL, binPath: URL, swiftc: URL, swift: URL, work: URL, variant: URL? = nil, base: Base? = nil) {
        self.root = root
        self.binPath = binPath
        self.swiftc = swiftc
        self.swift = swift
        self.work = work
        self.variant = variant
        self.base = base
    }

    /// Why a stage's SIL could not be made: the compiler's first lines.
    public struct EmitError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The stage's code, from the build in ``binPath``.
    public func stageCode(_ stage: Stage) throws -> StageCode {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var texts: [SILText] = []
        // A variant's module that another of the stage's modules imports is compiled to its
        // interface first; one that nothing imports (the app) needs none. A module the variant
        // left as the base has it, and whose imports it left too, is the base's.
        let imported = Set(stage.modules.flatMap(\.dependencies))
        let kept = base?.unchanged(in: stage, variant: self) ?? []
        for module in variant == nil ? stage.modules : Self.dependenciesFirst(stage) {
            if kept.contains(module.name), let text = base?.texts[module.name] {
                texts.append(text)
                continue
            }
            if variant != nil, stage.modules.count > 1, imported.contains(module.name) { try emitModule(module, in: stage) }
            texts.append(try sil(of: module, in: stage))
        }
        let symbols = try demangle(texts)
        var visibility: [String: Set<String>] = [:]
        for module in stage.modules {
            visibility[module.name] = Set([module.name] + stage.dependencies(of: module))
        }
        let graph = CallGraph(sil: texts, symbols: symbols, visibility: visibility)
        return StageCode(graph: graph, modules: stage.modules.map(\.name))
    }

    /// A stage's modules, each after those it imports.
    static func dependenciesFirst(_ stage: Stage) -> [Module] {
        var ordered: [Module] = []
        func visit(_ module: Module) {
            guard !ordered.contains(module) else { return }
            for name in module.dependencies { if let dependency = stage.modules.first(where: { $0.name == name }) { visit(dependency) } }
            ordered.append(module)
        }
        stage.modules.forEach(visit)
        return ordered
    }

    /// The flags the build gives a module (besides what to emit).
    func flags(_ module: Module) -> [String] {
        ["-wmo", "-parse-as-library", "-module-name", module.name, "-swift-version", "5"]
            + (variant == nil ? [] : ["-I", work.appendingPathComponent("Modules").path])
            + (base.map { ["-I", $0.modules.path] } ?? [])
            + ["-I", binPath.appendingPathComponent("Modules").path,
               "-module-cache-path", binPath.appendingPathComponent("ModuleCache").path,
               "-Onone", "-enable-testing", "-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-D", "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE",
               "-package-name", root.lastPathComponent.lowercased(), "-suppress-warnings"]
    }

    /// A variant's module compiled to its interface, for the modules that import it.
    func emitModule(_ module: Module, in stage: Stage) throws {
        let folder = work.appendingPathComponent("Modules")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let arguments = ["-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module.name).swiftmodule").path]
            + flags(module) + sources(of: module, in: stage)
        let errors = work.appendingPathComponent("\(module.name).module-errors")
        let status = try ToolRun(executable: swiftc, arguments: arguments, directory: root, temporaryFolder: work)
            .run(output: work.appendingPathComponent("\(module.name).module-out"), errors: errors)
        guard status == 0 else {
            let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw EmitError(description: "\(module.name) does not compile: " + said.split(separator: "\n").filter { $0.contains("error:") }.prefix(3).joined(separator: "\n"))
        }
    }

    /// One module's SIL: the compiler's, or what it printed from the same inputs before (``SILCache``).
    func sil(of module: Module, in stage: Stage) throws -> SILText {
        let output = work.appendingPathComponent("\(module.name).sil")
        let errors = work.appendingPathComponent("\(module.name).errors")
        let sources = sources(of: module, in: stage)
        let arguments = ["-emit-silgen"] + flags(module) + ["-Xllvm", "-sil-print-debuginfo"] + sources
        // A variant (the catalogue's) is made once: nothing of it is kept.
        let cache = variant == nil ? SILCache(binPath: binPath) : nil
        func inputsKey() -> String {
            SILCache.key(swiftc: swiftc, arguments: arguments, sources: sources.map { URL(fileURLWithPath: $0, relativeTo: root) },
                         modules: binPath.appendingPathComponent("Modules"))
        }
        let key = cache.map { _ in inputsKey() }
        if let cache, let key, let text = cache.text(module: module.name, key: key) {
            return SILText.parse(text, module: module.name)
        }
        // (Its temporary files in `work`, removed after: the compiler leaves a folder behind.)
        let status = try ToolRun(executable: swiftc, arguments: arguments + ["-o", output.path], directory: root, temporaryFolder: work)
            .run(output: work.appendingPathComponent("\(module.name).out"), errors: errors)
        guard status == 0, let text = try? String(contentsOf: output, encoding: .utf8) else {
            let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let first = said.split(separator: "\n").filter { $0.contains("error:") }.prefix(3).joined(separator: "\n")
            throw EmitError(description: "the compiler could not print \(module.name)'s SIL (exit \(status))\(first.isEmpty ? "" : ":\n" + first)")
        }
        // Kept only when nothing it was printed from changed while the compiler read it.
        if let cache, let key, inputsKey() == key { cache.save(text, module: module.name, key: key) }
        return SILText.parse(text, module: module.name)
    }

    /// A module's folder in the variant (the variant itself for a stage of one module); nil without one.
    func variantFolder(of module: Module, in stage: Stage) -> URL? {
        guard let variant else { return nil }
        return stage.modules.count == 1 ? variant : variant.appendingPathComponent(module.name)
    }

    /// The Swift files of a variant's module, by their path in its folder: what tells a module
    /// the variant changed from one it left as it was.
    func variantFiles(of module: Module, in stage: Stage) -> [String: Data] {
        guard let folder = variantFolder(of: module, in: stage) else { return [:] }
        var files: [String: Data] = [:]
        for name in FileManager.default.files(followingLinksUnder: folder) where name.hasSuffix(".swift") {
            files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data()
        }
        return files
    }

    /// The module's sources, as repository paths: the list the build compiled, else its folder's Swift files.
    func sources(of module: Module, in stage: Stage) -> [String] {
        let paths = RepositoryPaths(root: root, registry: Registry(chapters: []))
        if let folder = variantFolder(of: module, in: stage) {
            let found = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                .filter { $0.pathExtension == "swift" }.map { paths.relative($0.path) }.sorted()
            return found + derivedSources(of: module)
        }
        let list = binPath.appendingPathComponent("\(module.name).build/sources")
        if let text = try? String(contentsOf: list, encoding: .utf8) {
            let files = text.split(separator: "\n").map { line -> String in
                var path = String(line)
                if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
                return path
            }.filter { !$0.isEmpty }
            // The list of this stage's build, not of another module of the same name.
            let folder = stage.path(of: module) + "/"
            let own = files.map { paths.relative($0) }
            if own.contains(where: { $0.hasPrefix(folder) }) { return own }
        }
        let folder = root.appendingPathComponent(stage.path(of: module))
        let found = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "swift" }.map { paths.relative($0.path) }.sorted()
        return found + derivedSources(of: module)
    }

    /// The sources SwiftPM generated for a module (its resource accessor, `Bundle.module`).
    func derivedSources(of module: Module) -> [String] {
        let derived = binPath.appendingPathComponent("\(module.name).build/DerivedSources")
        return ((try? FileManager.default.contentsOfDirectory(atPath: derived.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { derived.appendingPathComponent($0).path }
    }

    /// Every mangled name of the modules, read by the demangler (`swift demangle --tree-only`).
    func demangle(_ texts: [SILText]) throws -> [String: Symbol] {
        var names: Set<String> = []
        for text in texts {
            for function in text.functions {
                names.insert(function.name)
                for reference in function.references {
                    if case .function(let name) = reference.target { names.insert(name) }
                }
            }
            for table in text.vtables { names.formUnion(table.entries.map(\.implementation)) }
            for table in text.witnessTables { names.formUnion(table.entries.map(\.implementation)) }
        }
        // Names met before are read from the cache beside the build; the demangler reads the rest.
        let cacheFile = binPath.deletingLastPathComponent().appendingPathComponent("referee-symbols.tsv")
        var cache = SymbolCache.load(cacheFile)
        let sorted = names.filter { cache.symbols[$0] == nil }.sorted()
        guard !sorted.isEmpty else { return names.reduce(into: [:]) { $0[$1] = cache.symbols[$1] ?? nil } }
        let list = work.appendingPathComponent("names")
        try (sorted.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
        let output = work.appendingPathComponent("trees")
        let status = try ToolRun(executable: swift, arguments: ["demangle", "--tree-only"], directory: root, input: list)
            .run(output: output, errors: work.appendingPathComponent("demangle.errors"))
        guard status == 0, let text = try? String(contentsOf: output, encoding: .utf8) else {
            throw EmitError(description: "the demangler did not run (swift demangle, exit \(status))")
        }
        let trees = DemangleNode.parseTrees(text)
        for name in sorted { cache.symbols[name] = .some(trees[name].flatMap(Symbol.init(tree:))) }
        cache.save(cacheFile)
        return names.reduce(into: [:]) { $0[$1] = cache.symbols[$1] ?? nil }
    }
}
