import Foundation

/// Reading SIL's text, one line at a time.
///
/// Relied on (the printed form of `-emit-silgen` with `-Xllvm -sil-print-debuginfo`, the same
/// on Linux and macOS, checked with Swift 6.3): a function starts with a `sil … @NAME : $TYPE`
/// line, ending in `{` when its body follows, up to `} // end sil function`; the comment line
/// just above names it for people; each instruction ends with `, loc "FILE":LINE:COLUMN`
/// where the compiler knows one; `sil_scope N { loc … parent @NAME … }` gives a function's
/// own place; `sil_vtable NAME {` and `sil_witness_table … TYPE: PROTOCOL module M {` list
/// `#KEY: … : @IMPLEMENTATION` entries; class declarations read `class NAME : SUPER, … {`.
extension SILText {
    /// Reads the SIL of `module`.
    public static func parse(_ text: String, module: String) -> SILText {
        var reader = Reader(module: module)
        // Bytes, not characters: SIL runs to megabytes, and most of its lines refer to
        // nothing the graph needs.
        ByteLines.forEach(in: text) { reader.read($0) }
        return reader.finish()
    }

    /// The state of a reading: where in the text it is, and what it has found.
    private struct Reader {
        var result: SILText
        /// What is being read: a function's body, a class's table or a conformance's (at most one).
        var function: SILFunction?
        var vtable: SILVTable?
        var witnessTable: SILWitnessTable?
        /// The first of the comment lines just above the current line (a function's name for
        /// people), as bytes of the text being read.
        var comment: UnsafeBufferPointer<UInt8>?
        /// The place of each function's first scope.
        var scopes: [String: SourceLocation] = [:]
        /// The function values stored into globals, read as the bodies go by.
        var values = SILValueFlow()

        init(module: String) {
            result = SILText(module: module)
        }

        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
            if function != nil {
                if Self.starts(bytes, with: "} // end sil function") {
                    result.functions.append(function!)
                    function = nil
                } else {
                    if Self.mayRefer(bytes) { function!.references += Self.references(in: bytes) }
                    readValues(bytes)
                }
                return
            }
            if vtable != nil || witnessTable != nil {
                if Self.starts(bytes, with: "}") {
                    if let vtable { result.vtables.append(vtable) }
                    if let witnessTable { result.witnessTables.append(witnessTable) }
                    vtable = nil
                    witnessTable = nil
                } else if let entry = Self.tableEntry(bytes) {
                    if vtable != nil {
                        vtable!.entries.append(entry)
                    } else if Self.starts(bytes, with: "  method ") {
                        witnessTable!.entries.append(entry)
                    }
                }
                return
            }
            if Self.starts(bytes, with: "//") {
                if comment == nil { comment = bytes }
                return
            }
            defer { comment = nil }
            if Self.starts(bytes, with: "sil_scope ") {
                readScope(bytes)
                return
            }
            // Between them, only what names a function, a table or a class.
            guard Self.starts(bytes, with: "sil") || (bytes.first.map { $0 != 0x20 } ?? false) else { return }
            readTop(bytes)
        }

        mutating func readTop(_ bytes: UnsafeBufferPointer<UInt8>) {
            let line = Self.text(bytes)[...]
            if Self.starts(bytes, with: "sil ") || Self.starts(bytes, with: "sil["), let name = Self.mangledNames(in: bytes).first {
                let isDefinition = line.hasSuffix("{")
                let found = SILFunction(name: name, display: displayName(), location: scopes[name], isDefinition: isDefinition,
                                        genericParameters: Self.genericParameters(line))
                if isDefinition {
                    function = found
                    values.reset()
                } else {
                    result.functions.append(found)
                }
            } else if line.hasPrefix("sil_vtable ") {
                let words = line.dropFirst("sil_vtable ".count).split(separator: " ").filter { !$0.hasPrefix("[") && $0 != "{" }
                vtable = SILVTable(className: String(words.first ?? ""), entries: [])
            } else if line.hasPrefix("sil_witness_table "), let conformance = Self.conformance(line) {
                witnessTable = SILWitnessTable(type: conformance.type, protocolName: conformance.protocolName, entries: [])
            } else if let (name, superclass) = Self.classDeclaration(line) {
                result.superclasses[name] = superclass
            }
            // (A line of SIL's own, `sil…`, declares no type: most top lines, long, split for nothing.)
            if !Self.starts(bytes, with: "sil"), let name = Self.typeDeclaration(line) { result.declaredTypes.insert(name) }
        }

        /// A function's first scope gives its place: `sil_scope 3 { loc "F":5:9 parent @NAME : $T }`.
        mutating func readScope(_ line: UnsafeBufferPointer<UInt8>) {
            guard let parent = ByteLines.find(" parent @", in: line),
                  let name = Self.names(in: UnsafeBufferPointer(rebasing: line[(parent + 8)...])).first, scopes[name] == nil else { return }
            scopes[name] = ByteLines.find("loc ", in: line).flatMap { $0 < parent ? Self.location(in: UnsafeBufferPointer(rebasing: line[$0..<parent])) : nil }
        }

        /// The first comment line above, without the place the debug info adds to it.
        func displayName() -> String {
            guard var text = comment.map({ Self.text($0)[...] })?.dropFirst(2) else { return "" }
            text = text.drop { $0 == " " }
            if let place = text.range(of: ", loc ") ?? text.range(of: ", scope ") { text = text[..<place.lowerBound] }
            return String(text)
        }

        /// Follows a body's values for what it stores into a global or hands a scene (``SILValueFlow``).
        mutating func readValues(_ line: UnsafeBufferPointer<UInt8>) {
            var first = 0
            while first < line.count, line[first] == 0x20 { first += 1 }
            let trimmed = UnsafeBufferPointer(rebasing: line[first...])
            if ByteLines.starts(trimmed, with: "%") {
                // (Most instructions are of an opcode it does not follow: not made text.)
                guard let equals = ByteLines.find(" = ", in: trimmed) else { return }
                var end = equals + 3
                while end < trimmed.count, trimmed[end] != 0x20 { end += 1 }
                guard SILValueFlow.followed.contains(ByteLines.string(UnsafeBufferPointer(rebasing: trimmed[(equals + 3)..<end]))) else { return }
            } else if !ByteLines.starts(trimmed, with: "store ") && !ByteLines.starts(trimmed, with: "assign ") {
                return
            }
            let place = ByteLines.find(", loc ", in: trimmed)
            let end = place ?? ByteLines.find(", scope ", in: trimmed) ?? trimmed.count
            let location = place.flatMap { Self.location(in: UnsafeBufferPointer(rebasing: trimmed[($0 + 6)...])) }
            values.read(Self.text(UnsafeBufferPointer(rebasing: trimmed[..<end]))[...], at: location)
        }

        func finish() -> SILText {
            var result = self.result
            result.globalStores = values.stores
            result.sceneClosures = values.scenes
            // (A function printed before its first scope line: none so far, but a place found later still counts.)
            for index in result.functions.indices where result.functions[index].location == nil {
                result.functions[index].location = scopes[result.functions[index].name]
            }
            return result
        }

        // MARK: - Pieces of a line

        static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String { ByteLines.string(bytes) }
        static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: StaticString) -> Bool { ByteLines.starts(bytes, with: prefix) }
        static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool { ByteLines.contains(bytes, needle) }

        /// Whether an instruction line may name a function (`@$s…`), a member (`#…`) or a type it casts to.
        static func mayRefer(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            ByteLines.offset(of: 0x23, in: bytes) != nil || contains(bytes, "@$s") || contains(bytes, "@main") || contains(bytes, "checked_cast")
        }

        /// What an instruction line refers to.
        static func references(in line: UnsafeBufferPointer<UInt8>) -> [SILReference] {
            var first = 0
            while first < line.count, line[first] == 0x20 { first += 1 }
            let trimmed = UnsafeBufferPointer(rebasing: line[first...])
            guard !ByteLines.starts(trimmed, with: "//"), !ByteLines.starts(trimmed, with: "bb") else { return [] }
            // The code ends where the compiler's place and scope begin.
            let place = ByteLines.find(", loc ", in: trimmed)
            let end = place ?? ByteLines.find(", scope ", in: trimmed) ?? trimmed.count
            let code = UnsafeBufferPointer(rebasing: trimmed[..<end])
            let location = place.flatMap { Self.location(in: UnsafeBufferPointer(rebasing: trimmed[($0 + 6)...])) }
            var opcode = code
            if ByteLines.starts(code, with: "%"), let equals = ByteLines.find(" = ", in: code) { opcode = UnsafeBufferPointer(rebasing: code[(equals + 3)...]) }
            func isOpcode(_ name: StaticString) -> Bool {
                ByteLines.starts(opcode, with: name) && (opcode.count == name.utf8CodeUnitCount || opcode[name.utf8CodeUnitCount] == 0x20)
            }
            if isOpcode("string_literal") || isOpcode("debug_value") { return [] }
            if isOpcode("class_method") || isOpcode("objc_method") {
                return keys(in: code).prefix(1).map { SILReference(.classMethod(key: $0), at: location) }
            }
            if isOpcode("super_method") || isOpcode("objc_super_method") {
                return keys(in: code).prefix(1).map { SILReference(.superMethod(key: $0, from: ""), at: location) }
            }
            if isOpcode("checked_cast_br") || isOpcode("unconditional_checked_cast") || isOpcode("checked_cast_addr_br")
                || isOpcode("unconditional_checked_cast_addr") {
                return SILText.castTypes(in: ByteLines.string(opcode)).map { SILReference(.castTo(type: $0), at: location) }
            }
            if isOpcode("witness_method") {
                guard let dollar = ByteLines.find("$", in: opcode), let comma = ByteLines.find(", #", in: opcode, from: dollar),
                      let key = keys(in: code).first else { return [] }
                let type = ByteLines.string(UnsafeBufferPointer(rebasing: opcode[(dollar + 1)..<comma]))
                return [SILReference(.witnessMethod(key: key, type: type), at: location)]
            }
            return names(in: code).map { SILReference(.function($0), at: location) }
                + keys(in: code).map { SILReference(.member(key: $0), at: location) }
        }

        /// The generic parameters of a `sil` line's function type, by the names its body uses:
        /// `sil hidden [ossa] @$s…F : $@convention(thin) <Holder where Holder : APIHolder> (…) -> …`
        /// gives `Holder` (SILGen writes a declaration's own names; `τ_0_0` where it has none).
        static func genericParameters(_ line: Substring) -> Set<String> {
            guard let type = line.range(of: " : $") else { return [] }
            var rest = line[type.upperBound...]
            // Attributes first: `@convention(thin)`, `@yield_once`, `@callee_guaranteed`…
            while rest.hasPrefix("@") {
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    let character = rest[index]
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    end = rest.index(after: index)
                    if depth == 0, character == " " { break }
                }
                rest = rest[end...].drop { $0 == " " }
            }
            guard rest.hasPrefix("<") else { return [] }
            var depth = 0
            var close = rest.endIndex
            for index in rest.indices {
                if rest[index] == "<" { depth += 1 }
                if rest[index] == ">" { depth -= 1; if depth == 0 { close = index; break } }
            }
            var signature = rest[rest.index(after: rest.startIndex)..<close]
            if let whereClause = signature.range(of: " where ") { signature = signature[..<whereClause.lowerBound] }
            return Set(signature.split(separator: ",").compactMap { item in
                item.split(separator: " ").first { $0 != "each" }.map { String($0.prefix { $0 != ":" }) }
            })
        }

        /// `"FILE":LINE:COLUMN` (after `loc `, maybe `loc * `); nil for the compiler's own code.
        static func location(in text: UnsafeBufferPointer<UInt8>) -> SourceLocation? {
            guard let open = ByteLines.offset(of: 0x22, in: text) else { return nil }
            let rest = UnsafeBufferPointer(rebasing: text[(open + 1)...])
            guard let close = ByteLines.offset(of: 0x22, in: rest) else { return nil }
            let file = ByteLines.string(UnsafeBufferPointer(rebasing: rest[..<close]))
            var line = 0
            var index = close + 2
            while index < rest.count, rest[index] >= 0x30, rest[index] <= 0x39 {
                line = line * 10 + Int(rest[index] - 0x30)
                index += 1
            }
            guard file != "<compiler-generated>", line > 0 else { return nil }
            return SourceLocation(file: file, line: line)
        }

        /// Every mangled function name of the code (`@$s…`, or `@main`).
        static func names(in code: UnsafeBufferPointer<UInt8>) -> [String] {
            var found: [String] = []
            var at = 0
            while let sign = ByteLines.find("@", in: code, from: at) {
                let rest = UnsafeBufferPointer(rebasing: code[(sign + 1)...])
                if ByteLines.starts(rest, with: "$s") || ByteLines.starts(rest, with: "main") {
                    var end = 0
                    while end < rest.count, !isDelimiter(rest[end]) { end += 1 }
                    found.append(ByteLines.string(UnsafeBufferPointer(rebasing: rest[..<end])))
                }
                at = sign + 1
            }
            return found
        }

        /// Every `#Type.member` key of the code, an operator's quoted name whole (`#Comparable."<="`).
        static func keys(in code: UnsafeBufferPointer<UInt8>) -> [String] {
            var found: [String] = []
            var at = 0
            while let hash = ByteLines.offset(of: 0x23, in: UnsafeBufferPointer(rebasing: code[at...])).map({ $0 + at }) {
                var end = hash + 1
                var quoted = false
                while end < code.count {
                    if code[end] == 0x22 { quoted.toggle() }
                    if !quoted, isDelimiter(code[end]) { break }
                    end += 1
                }
                if end > hash + 1 { found.append(ByteLines.string(UnsafeBufferPointer(rebasing: code[hash..<end]))) }
                at = hash + 1
            }
            return found
        }

        /// What ends a name or a key: a space, a tab, `,` `:` `;` `)` `]`.
        static func isDelimiter(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x2C || byte == 0x3A || byte == 0x3B || byte == 0x29 || byte == 0x5D
        }

        /// Every mangled name after an `@` (`@$s…`, `@$S…`, `@main` whole), up to a delimiter
        /// (``isDelimiter(_:)``): attributes (`@owned`, `@convention`) are words, not names.
        static func mangledNames(in text: UnsafeBufferPointer<UInt8>) -> [String] {
            var found: [String] = []
            var at = 0
            while let sign = ByteLines.find("@", in: text, from: at) {
                var end = sign + 1
                while end < text.count, !isDelimiter(text[end]) { end += 1 }
                let name = UnsafeBufferPointer(rebasing: text[(sign + 1)..<end])
                if ByteLines.starts(name, with: "$s") || ByteLines.starts(name, with: "$S") || (name.count == 4 && ByteLines.starts(name, with: "main")) {
                    found.append(ByteLines.string(name))
                }
                at = sign + 1
            }
            return found
        }

        /// A table's entry: `  #KEY: … : @IMPLEMENTATION [override]	// …` (a witness table's
        /// starts with `method `): its first key, which runs to a space, tab, `,` `:` `;` or `)`
        /// except inside quotes (an operator's name), and the last mangled name of its code.
        static func tableEntry(_ line: UnsafeBufferPointer<UInt8>) -> (key: String, implementation: String)? {
            let code = ByteLines.find("\t//", in: line).map { UnsafeBufferPointer(rebasing: line[..<$0]) } ?? line
            guard let implementation = mangledNames(in: code).last else { return nil }
            var at = 0
            while let hash = ByteLines.offset(of: 0x23, in: UnsafeBufferPointer(rebasing: code[at...])).map({ $0 + at }) {
                var end = hash + 1
                var quoted = false
                while end < code.count {
                    let byte = code[end]
                    if byte == 0x22 { quoted.toggle() }
                    if !quoted, byte == 0x20 || byte == 0x2C || byte == 0x3A || byte == 0x09 || byte == 0x29 || byte == 0x3B { break }
                    end += 1
                }
                if end > hash + 1 { return (ByteLines.string(UnsafeBufferPointer(rebasing: code[hash..<end])), implementation) }
                at = hash + 1
            }
            return nil
        }

        /// `sil_witness_table [serialized] hidden LoginViewController: APIDelegate module Chapter1Before {`.
        static func conformance(_ line: Substring) -> (type: String, protocolName: String)? {
            var rest = line.dropFirst("sil_witness_table ".count)
            while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") { rest = rest[rest.index(after: close)...].drop { $0 == " " } }
            for linkage in ["public_external ", "hidden_external ", "shared_external ", "public ", "hidden ", "private ", "shared ", "package "]
            where rest.hasPrefix(linkage) {
                rest = rest.dropFirst(linkage.count)
                break
            }
            guard let module = rest.range(of: " module ", options: .backwards) else { return nil }
            let conformance = rest[..<module.lowerBound]
            guard let colon = conformance.range(of: ": ", options: .backwards) else { return nil }
            return (String(conformance[..<colon.lowerBound]), String(conformance[colon.upperBound...]))
        }

        /// The name of a type declared at the top level: `protocol APIDelegate {`, `final class API {`, `struct Token : Decodable {`.
        static func typeDeclaration(_ line: Substring) -> String? {
            guard !line.hasPrefix(" ") else { return nil }
            var words = line.split(separator: " ")[...]
            while let first = words.first, first.hasPrefix("@") || ["final", "open", "public", "private", "fileprivate", "internal", "indirect"].contains(first) {
                words = words.dropFirst()
            }
            guard let kind = words.first, ["class", "struct", "enum", "protocol", "actor"].contains(kind), words.count >= 2 else { return nil }
            let name = words[words.startIndex + 1].prefix { $0 != "<" && $0 != ":" && $0 != "{" }
            return name.isEmpty ? nil : String(name)
        }

        /// `@_inheritsConvenienceInitializers class LoginViewController : UIViewController, APIDelegate {`.
        static func classDeclaration(_ line: Substring) -> (String, String)? {
            var words = line.split(separator: " ")[...]
            while let first = words.first, first.hasPrefix("@") || ["final", "open", "public", "private", "fileprivate", "internal"].contains(first) {
                words = words.dropFirst()
            }
            guard words.first == "class", words.count >= 4, words[words.startIndex + 2] == ":" else { return nil }
            let name = String(words[words.startIndex + 1])
            let superclass = words[words.startIndex + 3].trimmingCharacters(in: CharacterSet(charactersIn: ",{"))
            return (name, superclass)
        }
    }
}

extension SILText {
    /// The nominal types a cast converts to: `checked_cast_br UIViewController in %10 to
    /// LoginViewController, bb2, bb3`, `unconditional_checked_cast %20 to AppDelegate`,
    /// `checked_cast_addr_br take_always Any in %2 to any Retrying & AnyObject in %4, …`
    /// (each protocol of a composition; Optional's wrapped type; a metatype's instance type).
    static func castTypes(in code: String) -> [String] {
        guard let to = code.range(of: " to ") else { return [] }
        var target = code[to.upperBound...]
        if let end = target.range(of: " in ") ?? target.range(of: ", ") { target = target[..<end.lowerBound] }
        return target.components(separatedBy: " & ").compactMap { part in
            var type = Substring(part.trimmingCharacters(in: .whitespaces))
            for prefix in ["$", "@thick ", "@thin ", "any "] where type.hasPrefix(prefix) { type = type.dropFirst(prefix.count) }
            if type.hasSuffix(".Type") || type.hasSuffix(".Protocol") { type = type.prefix { $0 != "." } }
            while type.hasPrefix("Optional<"), type.hasSuffix(">") { type = type.dropFirst("Optional<".count).dropLast() }
            for prefix in ["any ", "@thick "] where type.hasPrefix(prefix) { type = type.dropFirst(prefix.count) }
            let name = type.prefix { $0 != "<" && $0 != "." }
            guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                  name != "AnyObject", name != "Any" else { return nil }
            return String(name)
        }
    }
}
