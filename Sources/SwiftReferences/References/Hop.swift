/// One piece of the stage's own code that a reach goes through on its way from one type to another: `Rules (typealias)`, `swapRoot(_:) (free function)`.
///
/// A use of it carries what its code reaches: an alias reaches what it
/// names, a protocol a type adopts (or refines) brings its requirements and
/// its extensions' default implementations, a superclass its code, and a
/// function, global, static member or extension member the code it runs.
public struct Hop: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How a use of the code carries what it reaches.
    public enum Kind: String, Equatable, Hashable, Sendable {
        /// `typealias Rules = Validators`: a use of `Rules` is a use of `Validators`.
        case typeAlias = "typealias"
        /// A protocol of the code that the type adopts: its extensions' default implementations become the type's.
        case conformance
        /// A protocol of the code that the protocol inherits.
        case refinement
        /// A class of the code that the type inherits from: its code is the subclass's.
        case superclass
        /// A top-level function.
        case freeFunction = "free function"
        /// A top-level variable or constant, a closure stored in one included.
        case global
        /// A `static` or `class` member of a type of the code, called or read as `Type.member`.
        case staticMember = "static member"
        /// A method or property of an instance of a type of the code made where it is used: `ScreenSwapper().show(login)`, or a local `let swapper = ScreenSwapper()` then `swapper.show(login)`. (An instance a type keeps in a property, even one it makes itself, is a collaborator it can be handed instead: not followed.)
        case madeInPlace = "of an instance made in place"
        /// A member of an extension of a framework type (`showAlert` of `UIViewController+Alert`).
        case extensionMember = "extension member"
        /// The `subscript(dynamicMember:)` of a `@dynamicMemberLookup` type of the code, which every member access on it goes through.
        case dynamicMember = "@dynamicMemberLookup subscript"
    }

    /// The code's name: `Rules`, `swapRoot(_:)`, `Navigator.swap(_:)`, `UIViewController+Alert.showAlert(title:subtitle:)`.
    public let name: String
    public let kind: Kind
    /// The unit of the map the code belongs to (a type of the code or an extension unit), or nil for top-level code and aliases.
    public let unit: String?

    public init(_ name: String, _ kind: Kind, unit: String? = nil) {
        self.name = name
        self.kind = kind
        self.unit = unit
    }

    /// `Rules (typealias)`.
    public var description: String {
        "\(name) (\(kind.rawValue))"
    }
}
