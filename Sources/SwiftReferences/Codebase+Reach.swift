/// Following a unit's code into the stage's own code it uses (see ``Codebase``): what carries what, and the walk.
extension Codebase {
    /// What a stretch of code reaches, as hits at token indices: the targets of one query.
    typealias Match = (SwiftFile, Range<Int>) -> [ReferenceFinder.Hit]

    /// A piece of the stage's code that a use carries: its code, how to name it, and whether the member read at the use is what it reaches (an alias, or a global holding the thing).
    struct Carrier {
        var hop: Hop
        var code: [(file: SwiftFile, tokens: Range<Int>)]
        var passesMember: Bool

        var key: String { "\(hop.kind.rawValue) \(hop.unit ?? "") \(hop.name)" }
    }

    /// Where the code of `unit` reaches what `match` finds: in its own code, and through every path of carriers that starts in it; a path never visits the same code twice.
    func reaches(from unit: String, matching match: Match) -> [Reference] {
        var found: [Reference] = []
        for (file, declaration) in declarations(of: unit) {
            for hit in match(file, declaration.tokens) where hit.to != unit {
                found.append(Reference(from: unit, site: site(of: hit.index, in: declaration), to: hit.to, member: hit.member,
                                       file: file.path, line: file.tokens[hit.index].line))
            }
            for (index, carrier) in carriers(in: file, range: declaration.tokens, unit: unit, localDepth: 2) {
                let hint = carrier.passesMember ? ReferenceFinder.member(file.tokens, after: index) : nil
                let start = Start(unit: unit, site: site(of: index, in: declaration))
                follow(carrier, from: start, via: [carrier.hop], visiting: [carrier.key], hint: hint, match: match, into: &found)
            }
        }
        // A path ends where it first reaches its target: going on into the target's own code adds nothing.
        var seen: Set<Reference> = []
        return found.filter { reference in !reference.via.contains { $0.unit == reference.to } && seen.insert(reference).inserted }
    }

    private struct Start {
        var unit: String
        var site: String
    }

    private func follow(_ carrier: Carrier, from start: Start, via: [Hop], visiting: Set<String>, hint: String?, match: Match, into found: inout [Reference]) {
        for (file, range) in carrier.code {
            for hit in match(file, range) where hit.to != start.unit {
                found.append(Reference(from: start.unit, site: start.site, to: hit.to, member: hit.member ?? hint,
                                       file: file.path, line: file.tokens[hit.index].line, via: via))
            }
            for (index, next) in carriers(in: file, range: range, unit: start.unit, localDepth: 1) where !visiting.contains(next.key) {
                let nextHint = next.passesMember ? (ReferenceFinder.member(file.tokens, after: index) ?? hint) : nil
                follow(next, from: start, via: via + [next.hop], visiting: visiting.union([next.key]), hint: nextHint, match: match, into: &found)
            }
        }
    }

    // MARK: - Carriers

    /// The uses of the stage's own code in `range`, with what each carries; code that belongs to `unit` itself is left out (it is the unit's own).
    ///
    /// `localDepth` is the brace depth, inside `range`, from which a `let` or `var` is a local constant (2 in a type's
    /// declaration: inside a member's body; 1 in a function's code): an instance made in place and kept there runs its
    /// methods for the code that made it.
    func carriers(in file: SwiftFile, range: Range<Int>, unit: String, localDepth: Int) -> [(index: Int, carrier: Carrier)] {
        let tokens = file.tokens
        let inherited = inheritance[file.path] ?? [:]
        let locals = madeInPlace(in: file, range: range, localDepth: localDepth)
        var found: [(index: Int, carrier: Carrier)] = []
        for index in range where tokens[index].isName {
            let text = tokens[index].text
            if index > 0, tokens[index - 1].kind == .word, Self.declaringKeywords.contains(tokens[index - 1].text) { continue }
            if isLabel(tokens, at: index) { continue }
            let afterDot = index > 0 && tokens[index - 1].is(".")
            var here: [Carrier] = []
            if let (type, byProtocol) = inherited[index] {
                here.append(wholeType(type, byProtocol: byProtocol))
            }
            if let alias = aliases[text] {
                here.append(Carrier(hop: Hop(text, .typeAlias), code: [(alias.file, alias.declaration.tokens)], passesMember: true))
            }
            if !afterDot, let free = freeDeclarations[text] {
                let isFunction = free.declaration.kind == .function
                here.append(Carrier(hop: Hop(isFunction ? selector(of: free) : text, isFunction ? .freeFunction : .global),
                                    code: [(free.file, free.declaration.tokens)], passesMember: !isFunction))
            }
            if afterDot, index >= 2, tokens[index - 2].isName,
               let type = resolve(tokens[index - 2].text).split(separator: ".").last.map(String.init),
               let members = staticMembers[type]?[text] {
                here += members.map {
                    Carrier(hop: Hop("\(type).\(selector(of: $0))", .staticMember, unit: $0.unit), code: [($0.file, $0.declaration.tokens)],
                            passesMember: $0.declaration.kind == .property)
                }
            }
            if let members = extensionMembers[text] {
                for candidate in members where !candidate.isStatic || afterDot && index >= 2 && (tokens[index - 2].text == candidate.extendedType || tokens[index - 2].is("Self")) {
                    here.append(Carrier(hop: Hop("\(candidate.node).\(selector(of: candidate.located))", .extensionMember, unit: candidate.node),
                                        code: [(candidate.located.file, candidate.located.declaration.tokens)],
                                        passesMember: candidate.located.declaration.kind == .property))
                }
            }
            if afterDot, let type = instanceType(before: index - 1, in: tokens, locals: locals), let members = instanceMembers[type]?[text] {
                here += members.map {
                    Carrier(hop: Hop("\(type)().\(selector(of: $0))", .madeInPlace, unit: $0.unit), code: [($0.file, $0.declaration.tokens)],
                            passesMember: $0.declaration.kind == .property)
                }
            }
            if !afterDot, index + 1 < tokens.count, tokens[index + 1].is("["),
               let type = resolve(text).split(separator: ".").last.map(String.init), let subscripts = staticMembers[type]?["subscript"] {
                here += subscripts.map { Carrier(hop: Hop("\(type).\(selector(of: $0))", .staticMember, unit: $0.unit), code: [($0.file, $0.declaration.tokens)], passesMember: false) }
            }
            if !afterDot, let subscripts = dynamicMemberTypes[text], !subscripts.isEmpty {
                here.append(Carrier(hop: Hop("\(text).subscript(dynamicMember:)", .dynamicMember, unit: subscripts[0].unit),
                                    code: subscripts.map { ($0.file, $0.declaration.tokens) }, passesMember: false))
            }
            found += here.filter { $0.hop.unit != unit }.map { (index, $0) }
        }
        return found
    }

    /// The local constants and variables in `range` that hold an instance of a type of the code made there: `let swapper = ScreenSwapper()`.
    private func madeInPlace(in file: SwiftFile, range: Range<Int>, localDepth: Int) -> [String: String] {
        let tokens = file.tokens
        var locals: [String: String] = [:]
        var depth = 0
        for index in range {
            let token = tokens[index]
            if token.is("{") { depth += 1 } else if token.is("}") { depth -= 1 }
            guard depth >= localDepth, token.is("let") || token.is("var"), index + 4 < range.upperBound, tokens[index + 1].isName else { continue }
            var value = index + 2
            if tokens[value].is(":") { value += 2 }
            guard value + 2 < range.upperBound, tokens[value].is("="), tokens[value + 1].isName, tokens[value + 2].is("(") else { continue }
            let type = Self.owner(of: resolve(tokens[value + 1].text), in: typeKinds)
            if typeKinds[type] != nil { locals[tokens[index + 1].text] = resolve(tokens[value + 1].text).split(separator: ".").last.map(String.init) }
        }
        return locals
    }

    /// The type of the code whose instance the expression ending at `end` (a `.` follows it) makes in place: `ScreenSwapper()`, or a local holding one.
    private func instanceType(before dot: Int, in tokens: [SwiftToken], locals: [String: String]) -> String? {
        let end = dot - 1
        guard end >= 0 else { return nil }
        if tokens[end].isName, end == 0 || !tokens[end - 1].is(".") { return locals[tokens[end].text] }
        guard tokens[end].is(")") else { return nil }
        var depth = 0
        var open = end
        while open >= 0 {
            if tokens[open].is(")") { depth += 1 }
            if tokens[open].is("(") { depth -= 1; if depth == 0 { break } }
            open -= 1
        }
        guard open >= 1, tokens[open - 1].isName else { return nil }
        let type = resolve(tokens[open - 1].text)
        guard typeKinds[Self.owner(of: type, in: typeKinds)] != nil else { return nil }
        return type.split(separator: ".").last.map(String.init)
    }

    /// A type of the code named in an inheritance clause: all of its code comes along.
    private func wholeType(_ type: String, byProtocol: Bool) -> Carrier {
        let kind: Hop.Kind = typeKinds[type] == .protocol ? (byProtocol ? .refinement : .conformance) : .superclass
        return Carrier(hop: Hop(type, kind, unit: type), code: declarations(of: type).map { ($0.file, $0.declaration.tokens) }, passesMember: false)
    }

    /// An argument label or a parameter's name: `app` in `f(app: x)`.
    private func isLabel(_ tokens: [SwiftToken], at index: Int) -> Bool {
        index > 0 && index + 1 < tokens.count && tokens[index + 1].is(":") && (tokens[index - 1].is("(") || tokens[index - 1].is(","))
    }

    // MARK: - Names

    /// How a path names a function: `swapRoot(_:)`, `isEmail(_:)`, `init(server:)`; a property or subscript by its name.
    func selector(of located: Located) -> String {
        let declaration = located.declaration
        guard [.function, .initializer, .subscript].contains(declaration.kind) else { return declaration.name }
        let tokens = located.file.tokens
        guard let open = declaration.tokens.first(where: { tokens[$0].is("(") }) else { return declaration.name }
        var labels: [String] = []
        var depth = 0
        var expectingLabel = true
        for index in open..<declaration.tokens.upperBound {
            let token = tokens[index]
            if token.is("(") || token.is("[") || token.is("<") { depth += 1 }
            if token.is(")") || token.is("]") || token.is(">") {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1 && token.is(",") { expectingLabel = true; continue }
            if depth == 1 && expectingLabel && token.isName {
                labels.append(token.text)
                expectingLabel = false
            }
        }
        return "\(declaration.name)(\(labels.map { "\($0):" }.joined()))"
    }

    func site(of index: Int, in declaration: TypeDeclaration) -> String {
        declaration.member(containing: index)?.displayName ?? ""
    }
}
