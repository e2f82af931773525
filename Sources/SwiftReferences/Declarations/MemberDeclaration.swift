/// Something a type's body (or a file's top level) declares: a function, an initializer, a property, a case, a nested type…
public struct MemberDeclaration: Equatable, Sendable {
    /// What the declaration declares.
    public enum Kind: Equatable, Sendable {
        case function, initializer, deinitializer, `subscript`, property, enumCase, type, typeAlias
    }

    public let kind: Kind
    /// The declared name: `signIn`, `init`, `api`, `AlertType`.
    public let name: String
    /// Whether it is a `static` or `class` member.
    public let isStatic: Bool
    /// Its tokens, from its first modifier or attribute up to the next declaration: signature, default arguments, body, initial value.
    public let tokens: Range<Int>

    /// How a reader names it: `init()`, `signIn()`, `api`.
    public var displayName: String {
        switch kind {
        case .function, .initializer, .subscript: return "\(name)()"
        default: return name
        }
    }
}
