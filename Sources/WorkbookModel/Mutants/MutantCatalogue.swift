import Foundation

/// A mutant catalogue (Chapters/Shared/Mutants/*.mutants) read and checked: its mutants in
/// order, and one line per problem (`path:line: what`), as grade and integrity report them.
///
///     # a comment
///     [login-username-ignored]
///     area    login
///     notice  Any username logs in.
///     hint    What does login send?
///     file    API/API.swift
///     expr    username
///     to      "someone"
///
/// A chapter's catalogue also lists the lines its steps add that no mutant changes (`open` and
/// `quiet` lines, ``ListedLine``): the reading skips them.
public struct MutantCatalogue: Equatable, Sendable {
    /// The catalogue's path as it was given (its problems name it so).
    public var path: String
    public var mutants: [Mutant] = []
    public var problems: [String] = []

    static let keys = "area, notice, hint, file, after, expr, stmt, add, to, decl"

    /// Reads the catalogue at `path` (relative to `root` unless absolute).
    public static func read(path: String, root: URL) -> MutantCatalogue {
        MutantCatalogue(path: path, text: FileManager.default.contents(atPath: URL(fileURLWithPath: path, relativeTo: root).path).map { Array($0) })
    }

    /// The catalogue from its bytes, nil for a file that is missing.
    public init(path: String, text: [UInt8]?) {
        self.path = path
        let lines = ByteText.lines(text ?? [])
        var seen: Set<String> = []
        for (offset, bytes) in lines.enumerated() {
            let number = offset + 1, line = ByteText(bytes).string
            let head = line.drop { $0 == " " || $0 == "\t" }
            if head.isEmpty || head.hasPrefix("#") { continue }
            if let word = ["open", "quiet"].first(where: { line.hasPrefix($0) }),
               let next = line.dropFirst(word.count).first, next == " " || next == "\t" { continue }
            if let id = Self.header(line) {
                if seen.contains(id) { problem("\(path):\(number): mutant \(id) is listed twice") }
                seen.insert(id)
                mutants.append(Mutant(id: id, line: number))
                continue
            }
            guard !mutants.isEmpty else { problem("\(path):\(number): expected [mutant-id] before '\(line)'"); continue }
            read(line: line, number: number)
        }
        if lines.isEmpty { problem("\(path): missing or empty") }
        for mutant in mutants { check(mutant) }
    }

    /// `[id]` alone on its line (lower-case letters, digits and dashes; blanks after it): the id.
    static func header(_ line: String) -> String? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let id = line[line.index(after: line.startIndex)..<close]
        guard !id.isEmpty, id.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }),
              line[line.index(after: close)...].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return String(id)
    }

    private mutating func problem(_ message: String) { problems.append(message) }

    /// One `key value` line of the last mutant.
    private mutating func read(line: String, number: Int) {
        let key = String(line.prefix { $0 != " " && $0 != "\t" })
        let value = String(line.dropFirst(key.count)).trimmingBlanks
        let index = mutants.count - 1, id = mutants[index].id
        switch key {
        case "area": mutants[index].area = value
        case "notice": mutants[index].notice = value
        case "hint": mutants[index].hint = value
        case "file": mutants[index].sites.append(MutantSite(file: value))
        case "decl", "after", "to", "expr", "stmt", "add":
            guard let site = mutants[index].sites.indices.last else {
                problem("\(path):\(number): mutant \(id): '\(key)' before its 'file' line")
                return
            }
            switch key {
            case "decl":
                guard !value.isEmpty else { problem("\(path):\(number): mutant \(id): an empty 'decl'"); return }
                mutants[index].sites[site].decls.append(value)
            case "after": mutants[index].sites[site].after = value
            case "to": mutants[index].sites[site].to = value
            default:
                if mutants[index].sites[site].kind != nil { problem("\(path):\(number): mutant \(id) has two anchors in one site") }
                mutants[index].sites[site].kind = MutantSite.Kind(rawValue: key)
                mutants[index].sites[site].anchor = value
            }
        default:
            problem("\(path):\(number): unknown key '\(key)' (\(Self.keys))")
        }
    }

    /// What a whole mutant lacks: its three texts, a site, and in each site an anchor and a change.
    private mutating func check(_ mutant: Mutant) {
        let at = "\(path):\(mutant.line): mutant \(mutant.id)"
        for (name, value) in [("area", mutant.area), ("notice", mutant.notice), ("hint", mutant.hint)] where (value ?? "").isEmpty {
            problem("\(at) has no \(name)")
        }
        if mutant.sites.isEmpty { problem("\(at) has no file") }
        for (offset, site) in mutant.sites.enumerated() {
            let number = offset + 1
            if site.kind == nil || (site.anchor ?? "").isEmpty { problem("\(at), site \(number): no anchor (expr, stmt or add)") }
            if site.to == nil {
                problem("\(at), site \(number): no 'to' line")
            } else if site.kind != .stmt && site.to == "" {
                problem("\(at), site \(number): an empty 'to' only suits stmt")
            }
            if (site.to ?? "") == (site.anchor ?? "") { problem("\(at), site \(number) changes nothing") }
        }
    }

    /// The mutant with this id.
    public func mutant(_ id: String) -> Mutant? { mutants.first { $0.id == id } }
}

extension String {
    /// Without the blanks (spaces and tabs) at either end.
    var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
