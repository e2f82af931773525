/// Where a function, a property or a case belongs, as the compiler's mangled name says it:
/// the module whose code it is, the type it is a member of (and that type's module), whether
/// it is written in an extension, and its member name.
///
/// `Chapter1Before.AppDelegate.configuration.unsafeMutableAddressor` is module
/// `Chapter1Before`, type `AppDelegate`, member `configuration`; `showAlert` of
/// `extension UIViewController` in MyBiz is module `MyBiz`, type `UIViewController` of
/// module `HeadlessUIKit`, in an extension; a closure or a default argument belongs where
/// the function it is written in belongs.
public struct Symbol: Hashable, Sendable {
    /// The module whose code it is (for an extension, the extension's module).
    public var module: String?
    /// The type it belongs to, outermost first (`["ErrorViewController", "AlertType"]`); empty at the top level.
    public var typePath: [String]
    /// The module that declares that type.
    public var typeModule: String?
    /// True when it is written in an extension of its type.
    public var inExtension: Bool
    /// Its member's base name (`configuration`, `showAlert`, `init`, `deinit`, `subscript`), or nil for a type itself.
    public var member: String?
    /// For a protocol witness: the protocol whose requirement it answers.
    public var witnessOf: String?

    public init(module: String? = nil, typePath: [String] = [], typeModule: String? = nil, inExtension: Bool = false,
                member: String? = nil, witnessOf: String? = nil) {
        self.module = module
        self.typePath = typePath
        self.typeModule = typeModule
        self.inExtension = inExtension
        self.member = member
        self.witnessOf = witnessOf
    }

    /// The outermost type's name, if it has a type.
    public var typeName: String? { typePath.first }
}
