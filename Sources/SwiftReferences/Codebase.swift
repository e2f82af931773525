import Foundation

/// The Swift files of a module (a workbook stage) read as code: which types it declares, and where each one's code reaches another — directly, or through the stage's own code.
///
/// A type's code is everything its declarations hold — the type itself and
/// every extension of it, in any file (an extension written on a typealias of
/// it too): signatures, default arguments, bodies, stored properties' initial
/// values, conformances. Comments and the text of string literals are not
/// code; line breaks, spaces and comments between tokens change nothing.
///
/// "Reaches" is one notion, used by every code-reading goal test and by the
/// map: a type reaches what its code names, and what the stage's own code it
/// uses carries, transitively (each step is a ``Hop`` of ``Reference/via``):
/// a typealias what it names; a protocol of the stage the type adopts (or
/// refines) its parents and its extensions' default implementations; a class
/// of the stage it inherits from that class's code; a top-level function or
/// variable (a closure stored in one too), a static member of any type of the
/// stage (`Type.member`, `Type[…]`), a member of an extension of a framework
/// type, the `subscript(dynamicMember:)` of a `@dynamicMemberLookup` type of
/// the stage, and a method of an instance of the stage's made in place
/// (`ScreenSwapper().show(login)`, or kept in a local constant), the code they
/// run. A global, static property or alias that *is* what is reached passes on
/// the member read where it is used (`app.window` for `let app =
/// UIApplication.appDelegate`). An instance the type keeps in a property
/// (handed in, or made there: a `lazy var` view model, a property of a
/// protocol type) or reads from a shared instance (`Styler.shared`) does not
/// carry its methods' code: that is the seam the refactorings cut along. An
/// initializer's code is not followed either (`Styler()` reads the
/// configuration; every type holding `Styler.shared` would reach it).
///
/// The application delegate is reached in every spelling:
/// `UIApplication.appDelegate`, `UIApplication.shared.delegate` (cast with
/// `as?`/`as!` or not), `AppDelegate.configuration` or any other static,
/// optional chains such as `(UIApplication.shared.delegate as? AppDelegate)?.api`,
/// and a constant that holds one of them (`let delegate = UIApplication.appDelegate`).
///
/// An extension of a type the module does not declare (`extension UIViewController`
/// in `UIViewController+Alert.swift`) is a unit of its own, named after its
/// file (see ``extensionNames``): the types that use its members reach it.
public struct Codebase: Sendable {
    /// The files, sorted by path.
    public let files: [SwiftFile]

    /// Reads every `.swift` file under a folder (a stage's sources); paths are relative to it, after `pathPrefix` (`Chapters/chapter1/Before/`, for messages that name repository paths).
    public init(folder: URL, pathPrefix: String = "") throws {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var sources: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            let relative = path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
            sources[pathPrefix + relative] = try String(contentsOf: url, encoding: .utf8)
        }
        self.init(sources: sources)
    }

    /// Reads files given as text, by path.
    public init(sources: [String: String]) {
        files = sources.keys.sorted().map { SwiftFile(path: $0, text: sources[$0]!) }
        var kinds: [String: TypeDeclaration.Kind] = [:]
        for declaration in files.flatMap(\.types) where !declaration.isNested && declaration.kind != .extension && kinds[declaration.name] == nil {
            kinds[declaration.name] = declaration.kind
        }
        typeKinds = kinds
        typeNames = kinds.keys.sorted()
        aliases = Self.aliases(of: files)
        let resolve = Self.resolver(aliases: aliases)
        self.resolve = resolve
        extensionMembers = Self.extensionMembers(of: files, declaredTypes: Set(kinds.keys), resolve: resolve)
        freeDeclarations = Self.freeDeclarations(of: files)
        staticMembers = Self.members(of: files, kinds: kinds, resolve: resolve, isStatic: true)
        instanceMembers = Self.members(of: files, kinds: kinds, resolve: resolve, isStatic: false)
        dynamicMemberTypes = Self.dynamicMemberTypes(of: files, kinds: kinds, resolve: resolve)
        inheritance = Self.inheritance(of: files, kinds: kinds, resolve: resolve)
    }

    // MARK: - What it declares

    /// The types the code declares at top level (classes, structs, enums, protocols, actors), sorted.
    public let typeNames: [String]
    /// The kind of each type the code declares at top level.
    let typeKinds: [String: TypeDeclaration.Kind]
    /// The typealiases, top-level or nested, by name.
    let aliases: [String: Located]
    /// What a type's name stands for once aliases are followed.
    let resolve: @Sendable (String) -> String
    /// The members of extensions of types the code does not declare, by member name.
    let extensionMembers: [String: [ReferenceFinder.ExtensionMember]]
    /// The top-level functions and variables, by name.
    let freeDeclarations: [String: Located]
    /// The static members of the code's types (and their extensions, nested types included), by the type's name, then the member's.
    let staticMembers: [String: [String: [Located]]]
    /// The instance members of the code's types, the same way: what an instance made in place runs (`ScreenSwapper().show(login)`).
    let instanceMembers: [String: [String: [Located]]]
    /// The `subscript(dynamicMember:)`s of the code's `@dynamicMemberLookup` types, by type.
    let dynamicMemberTypes: [String: [Located]]
    /// Where a header's inheritance clause names a type of the code, by file path and token index: the type and whether a protocol inherits it.
    let inheritance: [String: [Int: (type: String, byProtocol: Bool)]]

    /// A declaration and the file it is in, with the unit of the map it belongs to.
    struct Located: Sendable {
        var file: SwiftFile
        var declaration: MemberDeclaration
        var unit: String?
    }

    /// The extensions of types the code does not declare, each named after its file: `UIViewController+Alert` for `extension UIViewController` in `UIViewController+Alert.swift`, otherwise `Type+File`.
    ///
    /// An extension whose only members are spellings of the app delegate
    /// (`UIApplication.appDelegate`) is left out: using it reaches the
    /// `AppDelegate` itself.
    public var extensionNames: [String] {
        Set(extensionMembers.values.flatMap { $0.map(\.node) }).sorted()
    }

    /// The declarations that make up a type (the type and its extensions, one written on an alias of it too) or an extension unit, with their files.
    public func declarations(of name: String) -> [(file: SwiftFile, declaration: TypeDeclaration)] {
        files.flatMap { file in
            file.types.filter { !$0.isNested && (unitName(of: $0, in: file) == name) }.map { (file, $0) }
        }
    }

    // MARK: - Where code reaches

    /// Where the code of `type` reaches `target`: a type of the code, an extension unit, or any other type by name (`UIApplication`).
    public func references(from type: String, to target: String) -> [Reference] {
        references(from: type, to: [target])
    }

    /// Where the code of `type` reaches any of `targets`, directly or through the stage's own code (see ``Codebase``), in file and token order; a type never reaches itself.
    public func references(from type: String, to targets: Set<String>) -> [Reference] {
        var finder = ReferenceFinder(typeNames: targets)
        finder.extensionMembers = extensionMembers.mapValues { $0.filter { targets.contains($0.node) } }.filter { !$0.value.isEmpty }
        return reaches(from: type) { file, range in finder.hits(in: file.tokens, range: range) }
    }

    /// Where the code of `type` uses a name at all, as a type or as a member (`rootViewController` in `window?.rootViewController = …`), in its own code or in the stage's code it goes through.
    public func mentions(of name: String, in type: String) -> [Reference] {
        reaches(from: type) { file, range in
            range.filter { file.tokens[$0].isName && file.tokens[$0].text == name }.map { ReferenceFinder.Hit(index: $0, to: name, member: nil) }
        }
    }

    /// Where the code of the edge's `from` reaches its `to` as the edge says (``ChapterEdge/matches(_:)``): the query the map marks the chapter's edge present or gone by, for a goal test to ask the same.
    public func references(along edge: ChapterEdge) -> [Reference] {
        references(from: edge.from, to: edge.to).filter(edge.matches)
    }

    // MARK: - Units

    /// The unit a top-level declaration belongs to: its type (through an alias, when the extension names one), or for an extension of a type the code does not declare, its extension unit.
    func unitName(of declaration: TypeDeclaration, in file: SwiftFile) -> String {
        guard declaration.kind == .extension else { return declaration.ownerName }
        let owner = Self.owner(of: resolve(declaration.name), in: typeKinds)
        guard typeKinds[owner] == nil else { return owner }
        return Self.extensionName(of: declaration.name, in: file)
    }

    static func extensionName(of type: String, in file: SwiftFile) -> String {
        let base = file.baseName
        if base.hasPrefix(type + "+") { return base }
        return "\(type)+\(base.prefix { $0 != "." })"
    }
}
