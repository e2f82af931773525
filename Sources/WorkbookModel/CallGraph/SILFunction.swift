/// A function of a SIL module: its mangled name, how the compiler writes it for people,
/// where it is declared, and what its body refers to (nothing, for a function declared in
/// another module).
public struct SILFunction: Sendable {
    /// The mangled name (`$s14Chapter1Before3APIC6serverSSvg`).
    public var name: String
    /// The compiler's name of it for people (`API.server.getter`), from the comment above it.
    public var display: String
    /// Where it is declared, from its first debug scope.
    public var location: SourceLocation?
    /// True when the module holds its body (a definition), false for a declaration of a function of another module.
    public var isDefinition: Bool
    /// The names its type's generic signature gives its generic parameters, as its body
    /// spells them (`Holder` in `<Holder where Holder : APIHolder>`, or `τ_0_0`).
    public var genericParameters: Set<String>
    public var references: [SILReference]

    public init(name: String, display: String, location: SourceLocation? = nil, isDefinition: Bool,
                genericParameters: Set<String> = [], references: [SILReference] = []) {
        self.name = name
        self.display = display
        self.location = location
        self.isDefinition = isDefinition
        self.genericParameters = genericParameters
        self.references = references
    }
}
