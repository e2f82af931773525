/// A type declared in a file — `class`, `struct`, `enum`, `protocol`, `actor` — or an extension of one, with the tokens of its header and body.
public struct TypeDeclaration: Equatable, Sendable {
    /// The keyword that declares it.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
    }

    public let kind: Kind
    /// The type's name as written; an extension's is the extended type's (`UIApplication`, `Notification.Name`); a nested type's is qualified (`ErrorViewController.AlertType`).
    public let name: String
    /// Whether it is declared inside another type's body.
    public let isNested: Bool
    /// Its tokens, from the first modifier or attribute to the closing brace.
    public let tokens: Range<Int>
    /// The tokens of its body, inside the braces.
    public let body: Range<Int>
    /// What its body declares, in order.
    public let members: [MemberDeclaration]
    /// Where its header's inheritance clause names a type (a superclass, a protocol it adopts or refines), as token indices: `UIViewController` and `APIDelegate` in `class LoginViewController: UIViewController, APIDelegate`.
    public let inherited: [Int]
    /// Its attributes, without `@`: `dynamicMemberLookup`.
    public let attributes: [String]

    /// The top-level type the declaration belongs to: `ErrorViewController` for `ErrorViewController.AlertType` or `extension ErrorViewController.AlertType`.
    public var ownerName: String {
        String(name.prefix { $0 != "." })
    }

    /// The member whose tokens hold the token at `index`, or nil for the header (name, conformances, generic clauses).
    public func member(containing index: Int) -> MemberDeclaration? {
        members.first { $0.tokens.contains(index) }
    }
}
