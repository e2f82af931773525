/// Who reaches whom in a stage's code, as the compiler resolved it: every function of the
/// stage's modules, what each refers to (functions, stored members, methods), and for each
/// method called through a class's or a protocol's table, every implementation that call
/// can run.
///
/// Built from the modules' SIL (``SILText``) and the demangler's reading of every name
/// (``Symbol``). A call through a table becomes a node of its own — the method as the
/// caller named it (`#APIDelegate.loginSucceeded`) — with an edge to each implementation
/// the caller's module can see: its own and those of the modules it imports, never one of a
/// module that imports it (that is how a module is handed what it cannot name). A call to a
/// closure value is no edge: the closure was handed in, and whoever made it reaches its code.
public struct CallGraph: Sendable {
    /// A function, a method as called through a table, or a stored member.
    public struct Node: Sendable {
        public enum Kind: Sendable, Equatable {
            /// A function of the stage (with its body) or of another module (declared only).
            case function(defined: Bool)
            /// A method called through a class's or protocol's table: its implementations follow it.
            case dispatch(protocolOrClass: String)
            /// A stored member, an enum case or a key path's property.
            case member
        }

        public var id: String
        public var kind: Kind
        /// The compiler's name of it for people.
        public var display: String
        public var symbol: Symbol?
        /// Where it is declared, when it is code of the stage.
        public var location: SourceLocation?
    }

    /// One step from a node to another, and where the first names the second.
    public struct Edge: Sendable, Hashable {
        public var to: Int
        public var location: SourceLocation?
    }

    public private(set) var nodes: [Node] = []
    public private(set) var edges: [[Edge]] = []
    private var index: [String: Int] = [:]

    /// The stage's modules, and the modules each one can see (itself and those it imports).
    public let visibility: [String: Set<String>]
    /// The types each module declares, by name (type → module).
    public internal(set) var declaredTypes: [String: String] = [:]
    /// The closures storyboard scenes are declared with, and each scene's controller type (``SILSceneClosure``).
    public internal(set) var sceneControllers: [String: String] = [:]
    /// Each conformance of a type to a protocol, and the module that declares it.
    public internal(set) var conformances: [(type: String, protocolName: String, module: String)] = []

    public init(visibility: [String: Set<String>]) {
        self.visibility = visibility
    }

    /// The node of this id, made with `make` the first time.
    @discardableResult
    mutating func node(_ id: String, make: () -> Node) -> Int {
        if let existing = index[id] { return existing }
        let node = make()
        nodes.append(node)
        edges.append([])
        index[id] = nodes.count - 1
        return nodes.count - 1
    }

    /// The node of an id, if there is one.
    public func node(id: String) -> Int? { index[id] }

    mutating func update(_ number: Int, with change: (inout Node) -> Void) {
        change(&nodes[number])
    }

    mutating func addEdge(from: Int, to: Int, at location: SourceLocation?) {
        let edge = Edge(to: to, location: location)
        if !edges[from].contains(edge) { edges[from].append(edge) }
    }
}
