/// Reading a ``Symbol`` from the demangler's tree of a mangled name.
extension Symbol {
    /// The symbol a mangled name's tree describes; nil for what belongs nowhere (a thunk
    /// between function types, a C function).
    public init?(tree: DemangleNode) {
        guard let symbol = Self.entity(tree) else { return nil }
        self = symbol
    }

    private static let nominalKinds: Set = ["Class", "Structure", "Enum", "Protocol", "TypeAlias", "OtherNominalType"]
    private static let namedEntityKinds: Set = ["Function", "Variable", "Subscript", "EnumCase", "Macro"]
    private static let initializerKinds: Set = ["Constructor", "Allocator"]
    private static let deinitializerKinds: Set = ["Destructor", "Deallocator", "IsolatedDeallocator"]

    /// An entity, or a wrapper of one (an accessor, a closure, a default argument, a thunk of a key path…).
    private static func entity(_ node: DemangleNode) -> Symbol? {
        switch node.kind {
        case "Global":
            for child in node.children { if let symbol = entity(child) { return symbol } }
            return nil
        case "ProtocolWitness":
            guard let conformance = node.child(["ProtocolConformance"]), conformance.children.count >= 2 else { return nil }
            var symbol = node.children.dropFirst().lazy.compactMap(entity).first ?? Symbol()
            let owner = context(conformance.children[0])
            symbol.typePath = owner.typePath
            symbol.typeModule = owner.typeModule
            symbol.module = conformance.children.last { $0.kind == "Module" }?.text ?? owner.module
            symbol.inExtension = false
            symbol.witnessOf = context(conformance.children[1]).typePath.last
            return symbol
        case "GlobalVariableOnceFunction", "GlobalVariableOnceToken":
            guard let owner = node.children.first else { return nil }
            var symbol = context(owner)
            symbol.member = node.child(["GlobalVariableOnceDeclList"])?.children.first?.text
            return symbol
        case _ where namedEntityKinds.contains(node.kind) || initializerKinds.contains(node.kind) || deinitializerKinds.contains(node.kind):
            guard let owner = node.children.first else { return nil }
            // A local function or closure belongs where the function it is written in belongs.
            if let enclosing = entity(owner) { return enclosing }
            var symbol = context(owner)
            if initializerKinds.contains(node.kind) {
                symbol.member = "init"
            } else if deinitializerKinds.contains(node.kind) {
                symbol.member = "deinit"
            } else if node.kind == "Subscript" {
                symbol.member = "subscript"
            } else {
                symbol.member = name(of: node)
            }
            return symbol
        case "ExplicitClosure", "ImplicitClosure":
            guard let owner = node.children.first else { return nil }
            return entity(owner) ?? context(owner)
        case "Type", "Module":
            return nil
        default:
            // Accessors, variable initializers, default arguments, key path thunks, `static`…:
            // what they wrap.
            return node.children.first.flatMap(entity)
        }
    }

    /// The type (or module, or extension) something is declared in.
    private static func context(_ node: DemangleNode) -> Symbol {
        switch node.kind {
        case "Module":
            return Symbol(module: node.text)
        case "Type":
            return node.children.first.map(context) ?? Symbol()
        case "Extension":
            let extended = node.children.count > 1 ? context(node.children[1]) : Symbol()
            return Symbol(module: node.children.first?.text, typePath: extended.typePath, typeModule: extended.typeModule, inExtension: true)
        case _ where nominalKinds.contains(node.kind):
            let parent = node.children.first.map(context) ?? Symbol()
            let name = node.children.count > 1 ? identifier(node.children[1]) : nil
            return Symbol(module: parent.module, typePath: parent.typePath + [name ?? "?"],
                          typeModule: parent.typeModule ?? parent.module, inExtension: parent.inExtension)
        case "BoundGenericClass", "BoundGenericStructure", "BoundGenericEnum", "BoundGenericProtocol", "BoundGenericOtherNominalType", "BoundGenericTypeAlias":
            return node.children.first.map(context) ?? Symbol()
        default:
            return entity(node) ?? Symbol()
        }
    }

    /// A declaration's name: its identifier, a private one's, or a local one's.
    private static func name(of node: DemangleNode) -> String? {
        for child in node.children.dropFirst() {
            if let name = identifier(child) { return name }
        }
        return nil
    }

    private static func identifier(_ node: DemangleNode) -> String? {
        switch node.kind {
        case "Identifier": return node.text
        case "PrivateDeclName", "LocalDeclName", "RelatedEntityDeclName": return node.children.last { $0.kind == "Identifier" }?.text
        case "InfixOperator", "PrefixOperator", "PostfixOperator": return node.text
        default: return nil
        }
    }
}
