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
    public var references: [SILReference]

    public init(name: String, display: String, location: SourceLocation? = nil, isDefinition: Bool, references: [SILReference] = []) {
        self.name = name
        self.display = display
        self.location = location
        self.isDefinition = isDefinition
        self.references = references
    }
}
