/// A stage's code as the compiler sees it: its call graph, its modules, and which unit each
/// node belongs to (``CodeUnit``). The one reading both the dependency rules (``DependencyRule``)
/// and the map (``DependencyMap``) use, so that they never disagree.
public struct StageCode: Sendable {
    public let graph: CallGraph
    /// The stage's modules, the app first.
    public let modules: [String]
    /// The unit of each node of the graph (nil: code of no type, such as a top-level function, or a thunk).
    public let units: [CodeUnit?]
    /// The nodes that are a storyboard scene's code (``SILSceneClosure``), and the scene's controller.
    public let sceneControllers: [Int: String]

    public init(graph: CallGraph, modules: [String]) {
        self.graph = graph
        self.modules = modules
        let stageModules = Set(modules)
        // The types each module of the stage declares (for the members named by SIL keys, which carry no module).
        var declared = graph.declaredTypes.filter { stageModules.contains($0.value) }
        for node in graph.nodes {
            if case .function(defined: true) = node.kind, let symbol = node.symbol, let type = symbol.typeName,
               let module = symbol.typeModule, stageModules.contains(module) {
                declared[type] = declared[type] ?? module
            }
        }
        // An extension's file names its unit; code of it the compiler gives no place (an
        // accessor it made) takes the place of a sibling that has one.
        var extensionFiles: [String: String] = [:]
        for node in graph.nodes {
            guard let symbol = node.symbol, symbol.inExtension, let file = node.location?.file, let type = symbol.typeName else { continue }
            extensionFiles["\(symbol.module ?? ""):\(type)"] = extensionFiles["\(symbol.module ?? ""):\(type)"] ?? file
        }
        // A storyboard scene's closures, and the closures they make, are its controller's code
        // (``SILSceneClosure``), when the controller is a type of the stage.
        var scenes: [(display: String, controller: String)] = []
        for node in graph.nodes where node.id.hasPrefix("fn:") {
            if let controller = graph.sceneControllers[String(node.id.dropFirst(3))], declared[controller] != nil, !node.display.isEmpty {
                scenes.append((" in " + node.display, controller))
            }
        }
        func sceneController(_ node: CallGraph.Node) -> String? {
            guard !scenes.isEmpty, node.id.hasPrefix("fn:") else { return nil }
            if let controller = graph.sceneControllers[String(node.id.dropFirst(3))], declared[controller] != nil { return controller }
            return scenes.first { node.display.hasSuffix($0.display) }?.controller
        }
        var sceneNodes: [Int: String] = [:]
        for (index, node) in graph.nodes.enumerated() {
            if let controller = sceneController(node) { sceneNodes[index] = controller }
        }
        sceneControllers = sceneNodes
        units = graph.nodes.indices.map { index in
            let node = graph.nodes[index]
            if let controller = sceneNodes[index] { return CodeUnit(name: controller, module: declared[controller]) }
            guard let symbol = node.symbol, let type = symbol.typeName else { return nil }
            let typeModule = symbol.typeModule ?? declared[type]
            if let typeModule, stageModules.contains(typeModule) {
                return CodeUnit(name: type, module: typeModule)
            }
            if symbol.inExtension, let module = symbol.module, stageModules.contains(module) {
                return CodeUnit(name: CodeUnit.extensionName(of: type, file: node.location?.file ?? extensionFiles["\(module):\(type)"]), module: module, extendedType: type)
            }
            return CodeUnit(name: type, module: typeModule, isExternal: true)
        }
    }

    /// The units of the stage's own code, sorted.
    public var stageUnits: [CodeUnit] {
        Set(units.compactMap { $0 }.filter { !$0.isExternal }).sorted()
    }

    /// Whether a node is code the stage holds (a function with its body).
    func isStageCode(_ node: Int) -> Bool {
        if case .function(defined: true) = graph.nodes[node].kind { return true }
        return false
    }
}
