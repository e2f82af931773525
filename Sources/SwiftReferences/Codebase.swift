import Foundation

/// The Swift files of a module (a workbook stage) read as code: which types it declares and where each one's code reaches another.
///
/// A type's code is everything its declarations hold — the type itself and
/// every extension of it, in any file: signatures, default arguments, bodies,
/// stored properties' initial values, conformances. Comments and the text of
/// string literals are not code; line breaks, spaces and comments between
/// tokens change nothing. A reach through a top-level function or variable
/// the type uses counts for the type (``Reference/through`` names it).
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
        typeNames = Set(files.flatMap { $0.types.filter { !$0.isNested && $0.kind != .extension }.map(\.name) }).sorted()
        declaredTypes = Set(typeNames)
        extensionMembers = Self.extensionMembers(of: files, declaredTypes: declaredTypes)
        freeDeclarations = Self.freeDeclarations(of: files)
    }

    // MARK: - What it declares

    /// The types the code declares at top level (classes, structs, enums, protocols, actors), sorted.
    public let typeNames: [String]
    private let declaredTypes: Set<String>
    /// The members of extensions of types the code does not declare, by member name.
    private let extensionMembers: [String: [ReferenceFinder.ExtensionMember]]
    /// The top-level functions and variables, by name.
    private let freeDeclarations: [String: (file: SwiftFile, declaration: MemberDeclaration)]

    /// The extensions of types the code does not declare, each named after its file: `UIViewController+Alert` for `extension UIViewController` in `UIViewController+Alert.swift`, otherwise `Type+File`.
    ///
    /// An extension whose only members are spellings of the app delegate
    /// (`UIApplication.appDelegate`) is left out: using it reaches the
    /// `AppDelegate` itself.
    public var extensionNames: [String] {
        Set(extensionMembers.values.flatMap { $0.map(\.node) }).sorted()
    }

    /// The declarations that make up a type (the type and its extensions) or an extension unit, with their files.
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

    /// Where the code of `type` reaches any of `targets`, in file and token order; a type never reaches itself.
    public func references(from type: String, to targets: Set<String>) -> [Reference] {
        var finder = ReferenceFinder(typeNames: targets)
        finder.extensionMembers = extensionMembers.mapValues { $0.filter { targets.contains($0.node) } }.filter { !$0.value.isEmpty }
        var found: [Reference] = []
        for (file, declaration) in declarations(of: type) {
            for hit in finder.hits(in: file.tokens, range: declaration.tokens) where hit.to != type {
                found.append(Reference(from: type, site: site(of: hit.index, in: declaration), to: hit.to, member: hit.member,
                                       file: file.path, line: file.tokens[hit.index].line))
            }
            for use in freeDeclarationUses(in: file, range: declaration.tokens) {
                for reach in freeReaches(of: use.name, finder: finder, visiting: []) where reach.to != type {
                    found.append(Reference(from: type, site: site(of: use.index, in: declaration), to: reach.to, member: reach.member,
                                           file: reach.file, line: reach.line, through: use.name))
                }
            }
        }
        return found
    }

    /// Where the code of `type` uses a name at all, as a type or as a member (`rootViewController` in `window?.rootViewController = …`).
    public func mentions(of name: String, in type: String) -> [Reference] {
        declarations(of: type).flatMap { file, declaration in
            declaration.tokens.filter { file.tokens[$0].isName && file.tokens[$0].text == name }.map { index in
                Reference(from: type, site: site(of: index, in: declaration), to: name, member: nil,
                          file: file.path, line: file.tokens[index].line)
            }
        }
    }

    // MARK: - Units

    /// The unit a top-level declaration belongs to: its type, or for an extension of a type the code does not declare, its extension unit.
    private func unitName(of declaration: TypeDeclaration, in file: SwiftFile) -> String {
        let owner = declaration.ownerName
        guard declaration.kind == .extension, !declaredTypes.contains(owner) else { return owner }
        return Self.extensionName(of: declaration.name, in: file)
    }

    private static func extensionName(of type: String, in file: SwiftFile) -> String {
        let base = file.baseName
        if base.hasPrefix(type + "+") { return base }
        return "\(type)+\(base.prefix { $0 != "." })"
    }

    private static func extensionMembers(of files: [SwiftFile], declaredTypes declared: Set<String>) -> [String: [ReferenceFinder.ExtensionMember]] {
        var members: [String: [ReferenceFinder.ExtensionMember]] = [:]
        for file in files {
            for declaration in file.types where declaration.kind == .extension && !declaration.isNested && !declared.contains(declaration.ownerName) {
                let node = Self.extensionName(of: declaration.name, in: file)
                for member in declaration.members where [.function, .property, .subscript].contains(member.kind)
                    && !ReferenceFinder.appDelegateMembers.contains(member.name) {
                    members[member.name, default: []].append(.init(node: node, extendedType: declaration.name, isStatic: member.isStatic))
                }
            }
        }
        return members
    }

    // MARK: - Sites

    private func site(of index: Int, in declaration: TypeDeclaration) -> String {
        declaration.member(containing: index)?.displayName ?? ""
    }

    // MARK: - Top-level functions and variables

    private static func freeDeclarations(of files: [SwiftFile]) -> [String: (file: SwiftFile, declaration: MemberDeclaration)] {
        var found: [String: (file: SwiftFile, declaration: MemberDeclaration)] = [:]
        for file in files {
            for declaration in file.freeDeclarations where found[declaration.name] == nil {
                found[declaration.name] = (file, declaration)
            }
        }
        return found
    }

    /// Where the tokens in `range` use a top-level function or variable.
    private func freeDeclarationUses(in file: SwiftFile, range: Range<Int>) -> [(index: Int, name: String)] {
        let names = Set(freeDeclarations.keys)
        guard !names.isEmpty else { return [] }
        let declaring = ["let", "var", "func", "case", "."]
        return range.compactMap { index in
            let token = file.tokens[index]
            guard token.isName, names.contains(token.text) else { return nil }
            if index > 0 && declaring.contains(where: { file.tokens[index - 1].is($0) }) { return nil }
            return (index, token.text)
        }
    }

    /// What a top-level function or variable reaches, itself or through the ones it uses.
    private func freeReaches(of name: String, finder: ReferenceFinder, visiting: Set<String>) -> [(to: String, member: String?, file: String, line: Int)] {
        guard !visiting.contains(name), let (file, declaration) = freeDeclarations[name] else { return [] }
        var reaches = finder.hits(in: file.tokens, range: declaration.tokens).map { hit in
            (to: hit.to, member: hit.member, file: file.path, line: file.tokens[hit.index].line)
        }
        for use in freeDeclarationUses(in: file, range: declaration.tokens) where use.name != name {
            reaches += freeReaches(of: use.name, finder: finder, visiting: visiting.union([name]))
        }
        return reaches
    }
}
