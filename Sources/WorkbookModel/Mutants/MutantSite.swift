/// One place a mutant changes: a `file` line of the catalogue and the lines after it. A mutant
/// has several when the stages it runs on differ (a later chapter moved the code it changes).
///
///     file    API/API.swift        the file, relative to the stage
///     after   func login(          optional: the anchor is the first one after this text
///     expr    username             the anchor: an expression (expr), a statement (stmt),
///                                  or the statement before which one is added (add)
///     to      ""                   what replaces it (empty only for stmt)
///     decl    struct Stand: P {}   optional, repeated: file-scope declarations the change uses
public struct MutantSite: Equatable, Sendable {
    /// How the change is written in: an expression, a statement, or a statement added before one.
    public enum Kind: String, Equatable, Sendable {
        case expr, stmt, add
    }

    public var file: String
    public var after: String?
    public var kind: Kind?
    /// The code the site changes; nil before its line is read.
    public var anchor: String?
    public var to: String?
    public var decls: [String] = []

    public init(file: String, after: String? = nil, kind: Kind? = nil, anchor: String? = nil, to: String? = nil, decls: [String] = []) {
        self.file = file
        self.after = after
        self.kind = kind
        self.anchor = anchor
        self.to = to
        self.decls = decls
    }

    /// Where the site applies in `text` (a byte offset), or why it does not: the anchor must occur
    /// once, or, with an `after`, that text once and the anchor somewhere from its start on.
    func position(in text: ByteText) -> Result<Int, Miss> {
        let anchor = Array((anchor ?? "").utf8)
        if let after {
            let marker = Array(after.utf8)
            let found = text.occurrences(of: marker)
            guard found == 1, let start = text.index(of: marker) else {
                return .failure(Miss(reason: "'\(after)' occurs \(found) times in \(file) (as 'after' it must occur once)"))
            }
            guard let at = text.index(of: anchor, from: start) else {
                return .failure(Miss(reason: "no '\(self.anchor ?? "")' after '\(after)' in \(file)"))
            }
            return .success(at)
        }
        let found = text.occurrences(of: anchor)
        guard found == 1, let at = text.index(of: anchor) else {
            return .failure(Miss(reason: "'\(self.anchor ?? "")' occurs \(found) times in \(file) (it must occur once, or name an 'after')"))
        }
        return .success(at)
    }

    /// Why a site does not fit a file.
    public struct Miss: Error, Equatable, Sendable {
        public var reason: String
    }

    /// The code written in place of the anchor for mutant `id`, switched on at run time.
    func switched(id: String) -> String {
        let on = "MutantSwitch.isOn(\"\(id)\")", to = to ?? "", anchor = anchor ?? ""
        switch kind {
        case .expr: return "(\(on) ? (\(to)) : (\(anchor)))"
        case .stmt: return "if \(on) { \(to) } else { \(anchor) }"
        default: return "if \(on) { \(to) }; \(anchor)"
        }
    }

    /// Where the site stands at byte `at` of `text`, for grade's report of a missed change:
    /// `line<TAB>column<TAB>end line<TAB>end column<TAB>the line<TAB>the line as the mutant has
    /// it<TAB>the code that replaces the anchor`. Columns count bytes from 1; the end is the
    /// anchor's last byte; an added statement stands on a line of its own before the line, the
    /// two joined by \u{1F}; tabs read as spaces.
    func location(in text: ByteText, at: Int) -> String {
        let anchor = Array((anchor ?? "").utf8), to = Array((to ?? "").utf8), bytes = text.bytes
        let line = 1 + bytes[..<at].lazy.filter { $0 == 10 }.count
        var start = at
        while start > 0 && bytes[start - 1] != 10 { start -= 1 }
        let column = at - start + 1
        let whole = Array(bytes[start..<(bytes[start...].firstIndex(of: 10) ?? bytes.count)])
        let endLine = line + anchor.lazy.filter { $0 == 10 }.count
        var endColumn = column + anchor.count - 1
        if endLine > line, let lastBreak = anchor.lastIndex(of: 10) { endColumn = anchor.count - lastBreak - 1 }
        let changed: [UInt8], replacement: [UInt8]
        if kind == .add {
            let indent: [UInt8] = Array(whole.prefix { $0 == 32 || $0 == 9 })
            changed = indent + to + [0x1F] + whole
            replacement = to + Array("; ".utf8) + anchor
        } else {
            let rest = min(column - 1 + anchor.count, whole.count)
            let head: [UInt8] = Array(whole[..<min(column - 1, whole.count)]), tail: [UInt8] = Array(whole[rest...])
            changed = head + to + tail
            replacement = to
        }
        func spaced(_ bytes: [UInt8]) -> String { ByteText(bytes.map { $0 == 9 ? 32 : $0 }).string }
        return "\(line)\t\(column)\t\(endLine)\t\(endColumn)\t\(spaced(whole))\t\(spaced(changed))\t\(spaced(replacement))"
    }
}
