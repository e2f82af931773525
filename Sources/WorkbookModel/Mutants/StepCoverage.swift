/// What pins each behavioural line a chapter's steps add (``StepLines``) in its After: a
/// mutant of the catalogues that changes that line (`pinned`); else the chapter's catalogue's
/// word for it (``ListedLine``: `open` or `quiet`); else nothing (`unlisted`). An open or
/// quiet line that names no such line, or one a mutant pins, is `stale`.
public struct StepCoverage: Equatable, Sendable {
    /// How one step line is accounted for.
    public enum State: String, Equatable, Sendable {
        case pinned, open, quiet, unlisted
    }

    /// One step line and its state.
    public struct Entry: Equatable, Sendable {
        public var state: State
        public var line: StepLine
    }

    public var entries: [Entry]
    /// The listed lines that account for no step line.
    public var stale: [ListedLine]

    /// - Parameters:
    ///   - pinned: the lines the catalogues' mutants change, `file<TAB>line` each.
    public init(lines: [StepLine], pinned: Set<String>, listed: [ListedLine]) {
        var kinds: [String: ListedLine] = [:], order: [String] = [], used: Set<String> = []
        for item in listed {
            let key = "\(item.file)\t\(item.text)"
            if kinds[key] == nil { order.append(key) }
            kinds[key] = item
        }
        entries = lines.map { line in
            let key = "\(line.file)\t\(line.key)", state: State
            if pinned.contains("\(line.file)\t\(line.line)") {
                state = .pinned
            } else if let item = kinds[key] {
                state = item.kind == .open ? .open : .quiet
                used.insert(key)
            } else {
                state = .unlisted
            }
            return Entry(state: state, line: line)
        }
        stale = order.filter { !used.contains($0) }.compactMap { kinds[$0] }
    }

    /// How many lines are in `state`.
    public func count(_ state: State) -> Int { entries.filter { $0.state == state }.count }

    /// `state<TAB>file:line: text` a step line, then `stale<TAB>kind file: text` a listed line
    /// (`workbook mutants step-coverage`).
    public var lines: [String] {
        entries.map { "\($0.state.rawValue)\t\($0.line.file):\($0.line.line): \($0.line.key)" }
            + stale.map { "stale\t\($0.kind.rawValue) \($0.file): \($0.text)" }
    }
}
