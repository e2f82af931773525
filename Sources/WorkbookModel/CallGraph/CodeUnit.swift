/// What a dependency map shows as one box, and what a dependency rule names: a type of the
/// stage (with its extensions and nested types), an extension of a type of another module
/// (named after its file: `UIViewController+Alert`, else `Type+File`), or a type of another
/// module the stage uses (`UIWindow`, `URLSession`).
public struct CodeUnit: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var name: String
    /// The module whose code it is (a type's module; an extension's own module).
    public var module: String?
    /// True for a type of a module outside the stage (the platform, Foundation).
    public var isExternal: Bool
    /// For an extension of a type of another module, that type (`UIViewController`).
    public var extendedType: String?

    public init(name: String, module: String?, isExternal: Bool = false, extendedType: String? = nil) {
        self.name = name
        self.module = module
        self.isExternal = isExternal
        self.extendedType = extendedType
    }

    /// Whether code of this unit using `other` is a unit using itself: the same unit, or the
    /// type this unit extends (an `extension UIStoryboard` using `UIStoryboard`).
    func isPart(of other: CodeUnit?) -> Bool {
        guard let other else { return false }
        return self == other || (extendedType != nil && other.isExternal && other.name == extendedType)
    }

    public var description: String { name }

    public static func < (lhs: CodeUnit, rhs: CodeUnit) -> Bool {
        (lhs.name, lhs.module ?? "") < (rhs.name, rhs.module ?? "")
    }

    /// The unit of an extension of `type`, written in `file`: the file's name when it says
    /// which type it extends (`UIViewController+Alert.swift`), else `Type+File`.
    static func extensionName(of type: String, file: String?) -> String {
        guard let file else { return "\(type)+extension" }
        var stem = Substring(file.split(separator: "/").last ?? Substring(file))
        if stem.hasSuffix(".swift") { stem = stem.dropLast(".swift".count) }
        return stem.hasPrefix("\(type)+") ? String(stem) : "\(type)+\(stem)"
    }
}
