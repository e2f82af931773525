/// The stage's own code a use can go through, indexed once when the code is read: aliases, top-level declarations, static members, extension members, `@dynamicMemberLookup` subscripts, inheritance clauses.
extension Codebase {
    /// The keywords after which a name is the one being declared, not a use.
    static let declaringKeywords: Set<String> = [
        "let", "var", "func", "case", "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype", "extension",
    ]

    static func aliases(of files: [SwiftFile]) -> [String: Located] {
        var found: [String: Located] = [:]
        for file in files {
            let members = file.freeDeclarations + file.types.flatMap(\.members)
            for member in members where member.kind == .typeAlias && file.tokens[member.tokens].contains(where: { $0.is("typealias") }) {
                if found[member.name] == nil { found[member.name] = Located(file: file, declaration: member, unit: nil) }
            }
        }
        return found
    }

    /// What a type's name stands for once aliases are followed (`Rules` → `Validators`, `LVC.Rules` → `Validators`), qualified as written; a name that is no alias stands for itself.
    static func resolver(aliases: [String: Located]) -> @Sendable (String) -> String {
        let targets = aliases.mapValues { aliasTarget(of: $0) }
        return { name in
            var path = name
            var seen: Set<String> = []
            while let last = path.split(separator: ".").last.map(String.init), let target = targets[last] ?? nil, seen.insert(last).inserted {
                path = target
            }
            return path
        }
    }

    /// `Validators` for `typealias Rules = Validators`, `Login.LoginAPI` for `typealias LoginAPI = Login.LoginAPI`: the type path after `=`, or nil when the alias names something else (a function type, a composition).
    private static func aliasTarget(of alias: Located) -> String? {
        let tokens = alias.file.tokens
        guard let equals = alias.declaration.tokens.first(where: { tokens[$0].is("=") }) else { return nil }
        var path: [String] = []
        var index = equals + 1
        while index < alias.declaration.tokens.upperBound, tokens[index].isName {
            path.append(tokens[index].text)
            guard index + 2 < alias.declaration.tokens.upperBound, tokens[index + 1].is("."), tokens[index + 2].isName else { break }
            index += 2
        }
        return path.isEmpty ? nil : path.joined(separator: ".")
    }

    /// The type of the code a resolved path names: its first component that the code declares, else its first.
    static func owner(of path: String, in kinds: [String: TypeDeclaration.Kind]) -> String {
        let components = path.split(separator: ".").map(String.init)
        return components.first { kinds[$0] != nil } ?? components.first ?? path
    }

    static func extensionMembers(of files: [SwiftFile], declaredTypes declared: Set<String>, resolve: (String) -> String) -> [String: [ReferenceFinder.ExtensionMember]] {
        var members: [String: [ReferenceFinder.ExtensionMember]] = [:]
        let kinds = Dictionary(uniqueKeysWithValues: declared.map { ($0, TypeDeclaration.Kind.class) })
        for file in files {
            for declaration in file.types where declaration.kind == .extension && !declaration.isNested
                && !declared.contains(owner(of: resolve(declaration.name), in: kinds)) {
                let node = extensionName(of: declaration.name, in: file)
                for member in declaration.members where [.function, .property, .subscript].contains(member.kind)
                    && !ReferenceFinder.appDelegateMembers.contains(member.name) {
                    members[member.name, default: []].append(.init(node: node, extendedType: declaration.name, isStatic: member.isStatic,
                                                                   located: Located(file: file, declaration: member, unit: node)))
                }
            }
        }
        return members
    }

    static func freeDeclarations(of files: [SwiftFile]) -> [String: Located] {
        var found: [String: Located] = [:]
        for file in files {
            for declaration in file.freeDeclarations where declaration.kind != .typeAlias && found[declaration.name] == nil {
                found[declaration.name] = Located(file: file, declaration: declaration, unit: nil)
            }
        }
        return found
    }

    /// Static members (or instance members) by the last name of their type as resolved (`AlertType` for `extension ErrorViewController.AlertType`), only for types the code declares.
    static func members(of files: [SwiftFile], kinds: [String: TypeDeclaration.Kind], resolve: (String) -> String, isStatic: Bool) -> [String: [String: [Located]]] {
        var found: [String: [String: [Located]]] = [:]
        for file in files {
            for declaration in file.types {
                let path = resolve(declaration.name)
                let unit = owner(of: path, in: kinds)
                guard kinds[unit] != nil, let type = path.split(separator: ".").last.map(String.init) else { continue }
                for member in declaration.members where member.isStatic == isStatic && [.function, .property, .subscript].contains(member.kind) {
                    found[type, default: [:]][member.name, default: []].append(Located(file: file, declaration: member, unit: unit))
                }
            }
        }
        return found
    }

    /// The `subscript(dynamicMember:)`s of the `@dynamicMemberLookup` types the code declares, by the type's name.
    static func dynamicMemberTypes(of files: [SwiftFile], kinds: [String: TypeDeclaration.Kind], resolve: (String) -> String) -> [String: [Located]] {
        let declarations = files.flatMap { file in file.types.map { (file: file, declaration: $0, path: resolve($0.name)) } }
        let dynamic = Set(declarations.filter { $0.declaration.attributes.contains("dynamicMemberLookup") }.compactMap { $0.path.split(separator: ".").last.map(String.init) })
        var found: [String: [Located]] = [:]
        for (file, declaration, path) in declarations {
            guard let type = path.split(separator: ".").last.map(String.init), dynamic.contains(type) else { continue }
            for member in declaration.members where member.kind == .subscript && file.tokens[member.tokens].contains(where: { $0.text == "dynamicMember" }) {
                found[type, default: []].append(Located(file: file, declaration: member, unit: owner(of: path, in: kinds)))
            }
        }
        return found
    }

    /// Where inheritance clauses name a type of the code (through an alias too): by file, the name's token index, the type, and whether a protocol inherits it.
    static func inheritance(of files: [SwiftFile], kinds: [String: TypeDeclaration.Kind], resolve: (String) -> String) -> [String: [Int: (type: String, byProtocol: Bool)]] {
        var found: [String: [Int: (type: String, byProtocol: Bool)]] = [:]
        for file in files {
            for declaration in file.types {
                for index in declaration.inherited {
                    var path = file.tokens[index].text
                    var next = index + 1
                    while next + 1 < file.tokens.count, file.tokens[next].is("."), file.tokens[next + 1].isName {
                        path += "." + file.tokens[next + 1].text
                        next += 2
                    }
                    let type = owner(of: resolve(path), in: kinds)
                    guard kinds[type] != nil else { continue }
                    found[file.path, default: [:]][index] = (type, declaration.kind == .protocol)
                }
            }
        }
        return found
    }
}
