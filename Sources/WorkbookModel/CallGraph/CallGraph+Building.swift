import Foundation

/// Making a stage's call graph from its modules' SIL.
extension CallGraph {
    /// The call graph of the modules `sil` (one ``SILText`` a module), with `symbols` for the
    /// mangled names (``Symbol/init(tree:)``) and `visibility`: for each module, the modules
    /// it sees (itself and those it imports).
    public init(sil: [SILText], symbols: [String: Symbol], visibility: [String: Set<String>]) {
        self.init(visibility: visibility)
        let vtables = sil.flatMap { text in text.vtables.map { (module: text.module, table: $0) } }
        let witnessTables = sil.flatMap { text in text.witnessTables.map { (module: text.module, table: $0) } }
        let superclasses = sil.reduce(into: [String: String]()) { $0.merge($1.superclasses) { first, _ in first } }
        for text in sil {
            for type in text.declaredTypes where declaredTypes[type] == nil { declaredTypes[type] = text.module }
            conformances += text.witnessTables.map { ($0.type, $0.protocolName, text.module) }
            for scene in text.sceneClosures { sceneControllers[scene.function] = scene.controller }
        }

        // Every function first, so that a definition gives the node its place and name.
        for text in sil {
            for function in text.functions {
                let number = functionNode(function.name, display: function.display, symbols: symbols)
                if function.isDefinition {
                    update(number) {
                        $0.kind = .function(defined: true)
                        $0.location = function.location
                        if !function.display.isEmpty { $0.display = function.display }
                    }
                }
            }
        }
        for text in sil {
            let sees = visibility[text.module] ?? [text.module]
            for function in text.functions where function.isDefinition {
                let from = functionNode(function.name, display: function.display, symbols: symbols)
                let owner = nodes[from].symbol
                for reference in function.references {
                    let to: Int
                    switch reference.target {
                    case .function(let name):
                        to = functionNode(name, display: "", symbols: symbols)
                    case .member(let key):
                        to = node("member:\(text.module):\(key)") {
                            Node(id: "member:\(text.module):\(key)", kind: .member, display: Self.display(key: key), symbol: Self.symbol(key: key))
                        }
                    case .classMethod(let key):
                        to = dispatchNode("class:\(text.module):\(key)", key: key, symbols: symbols,
                                          implementations: vtables.filter { sees.contains($0.module) }.flatMap { Self.implementations(of: key, in: $0.table.entries) })
                    case .superMethod(let key, _):
                        // The implementation of the class's superclass (its table lists what it inherits too).
                        let owned = owner?.typePath.last ?? ""
                        let superclass = superclasses[owned] ?? ""
                        to = dispatchNode("super:\(superclass):\(key)", key: key, symbols: symbols,
                                          implementations: vtables.filter { Self.sameClass($0.table.className, superclass) }
                                              .flatMap { Self.implementations(of: key, in: $0.table.entries) })
                    case .castTo(let type):
                        // A generic parameter is no type of its own: any type may come.
                        guard !type.hasPrefix("τ_"), !function.genericParameters.contains(type), type != "Self" else { continue }
                        // The module that declares it, among those the caller sees (its own first).
                        let owner = ([text.module] + sees.sorted()).first { module in sil.contains { $0.module == module && $0.declaredTypes.contains(type) } }
                        to = node("type:\(owner ?? ""):\(type)") {
                            Node(id: "type:\(owner ?? ""):\(type)", kind: .member, display: type,
                                 symbol: Symbol(module: owner, typePath: [type], typeModule: owner, member: "self"))
                        }
                    case .witnessMethod(let key, let type):
                        if let concrete = Self.concreteType(type, genericParameters: function.genericParameters) {
                            to = dispatchNode("witness:\(concrete):\(key)", key: key, symbols: symbols,
                                              implementations: witnessTables.filter { Self.sameClass($0.table.type, concrete) }
                                                  .flatMap { Self.implementations(of: key, in: $0.table.entries) })
                        } else {
                            to = dispatchNode("witness:\(text.module):*:\(key)", key: key, symbols: symbols,
                                              implementations: witnessTables.filter { sees.contains($0.module) }
                                                  .flatMap { Self.implementations(of: key, in: $0.table.entries) })
                        }
                    }
                    if to != from { addEdge(from: from, to: to, at: reference.location) }
                }
            }
        }
        // Reading a global or static variable reaches every function any code stores in it
        // that its own module can see: a module that imports it and fills it hands it in.
        var definedIn: [String: String] = [:]
        for text in sil {
            for function in text.functions where function.isDefinition { definedIn[function.name] = text.module }
        }
        for text in sil {
            for store in text.globalStores {
                let owner = definedIn[store.addressor] ?? text.module
                guard (visibility[owner] ?? [owner]).contains(text.module) else { continue }
                let variable = functionNode(store.addressor, display: "", symbols: symbols)
                let stored = functionNode(store.function, display: "", symbols: symbols)
                if variable != stored { addEdge(from: variable, to: stored, at: store.location) }
            }
        }
    }

    /// The node of a function by its mangled name, its symbol read from `symbols`.
    private mutating func functionNode(_ name: String, display: String, symbols: [String: Symbol]) -> Int {
        node("fn:\(name)") {
            Node(id: "fn:\(name)", kind: .function(defined: false), display: display, symbol: symbols[name])
        }
    }

    /// The node of a method as called through a table, with an edge to each implementation.
    private mutating func dispatchNode(_ id: String, key: String, symbols: [String: Symbol], implementations: [String]) -> Int {
        let symbol = Self.symbol(key: key)
        let number = node(id) {
            Node(id: id, kind: .dispatch(protocolOrClass: symbol.typePath.joined(separator: ".")), display: Self.display(key: key), symbol: symbol)
        }
        if edges[number].isEmpty {
            for implementation in implementations {
                let to = functionNode(implementation, display: "", symbols: symbols)
                addEdge(from: number, to: to, at: nil)
            }
        }
        return number
    }

    /// The implementations a table gives for a key (`#API.url`, or one of its accessors' keys).
    private static func implementations(of key: String, in entries: [(key: String, implementation: String)]) -> [String] {
        entries.filter { $0.key == key }.map(\.implementation)
    }

    /// Whether a table's type (`ErrorViewController.Helper`, `Box<T>`) is the type a call names.
    private static func sameClass(_ tableType: String, _ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        func base(_ type: String) -> Substring { type.prefix { $0 != "<" } }
        return base(tableType) == base(name) || base(tableType).hasSuffix("." + base(name))
    }

    /// The type a `witness_method` names when it is a concrete type (`$Double`, `$LoginViewController`),
    /// nil for a generic parameter (`τ_0_0`, or the name its declaration gives it, `Holder`, as
    /// SILGen prints it: one of the calling function's `genericParameters`), a member type of
    /// one (`Holder.Element`), `Self` or an opened existential (any conformance may answer).
    static func concreteType(_ type: String, genericParameters: Set<String> = []) -> String? {
        let opaque = ["@opened", "@pack_element", "τ_", "Self", "$", "@"]
        guard !type.isEmpty, !opaque.contains(where: { type.hasPrefix($0) }), !type.contains("τ_") else { return nil }
        let root = type.prefix { $0 != "." && $0 != "<" }
        guard !genericParameters.contains(String(root)) else { return nil }
        return type
    }

    /// A SIL key (`#API.delegate!getter`, `#Comparable."<="`) as a symbol: its type and member.
    static func symbol(key: String) -> Symbol {
        let path = keyPath(key)
        return Symbol(typePath: Array(path.dropLast()), member: path.last)
    }

    /// `API.delegate (getter)` for `#API.delegate!getter`.
    static func display(key: String) -> String {
        let path = keyPath(key).joined(separator: ".")
        guard let bang = key.firstIndex(of: "!") else { return path }
        let kind = key[key.index(after: bang)...]
        switch kind {
        case "getter", "setter", "modify", "read": return "\(path).\(kind)"
        case "allocator", "initializer": return path
        case "enumelt": return path
        default: return path
        }
    }

    /// The dotted names of a key, without `#` and the `!kind`, operators unquoted.
    private static func keyPath(_ key: String) -> [String] {
        var body = key.hasPrefix("#") ? key.dropFirst() : Substring(key)
        if let bang = body.lastIndex(of: "!"), !body[bang...].contains("\"") { body = body[..<bang] }
        var parts: [String] = []
        var current = ""
        var quoted = false
        for character in body {
            if character == "\"" { quoted.toggle(); continue }
            if character == ".", !quoted { parts.append(current); current = ""; continue }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
