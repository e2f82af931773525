/// A stage's dependency map: its units (``CodeUnit``), and who reaches whom, drawn from the
/// compiler's call graph (``StageCode``) — the graph the chapter's dependency rules are judged
/// on, so the map and `check --done` never disagree. Each rule of the chapter is drawn apart
/// from the other arrows and marked present or gone.
public struct DependencyMap: Sendable {
    /// Which units a map shows.
    public enum Selection: Equatable, Sendable {
        /// Every unit of the stage's code.
        case all
        /// The units a ``MapFocus`` names (by name, or by the folder their code is in), and the rules' ends.
        case focus(MapFocus)
        /// These units, and the rules' ends.
        case only([String])
    }

    /// One arrow: what one unit's code reaches of another, directly or through code of no unit
    /// (a top-level function, a global, the compiler's glue).
    public struct Arrow: Equatable, Sendable {
        public var from: String
        public var to: String
        /// `signIn() → isEmail, isValidPassword; viewDidLoad() → shared`, sorted.
        public var label: String
        /// The rule this arrow draws (its test), when it is one.
        public var rule: String?
    }

    /// A chapter rule's state on this stage.
    public struct RuleState: Equatable, Sendable {
        public var test: String
        public var edge: String
        public var isPresent: Bool
        /// The modules it names that the stage does not have yet.
        public var missingModules: [String] = []
    }

    public let units: [String]
    public let arrows: [Arrow]
    /// Each rule of the chapter, in the rules file's order.
    public let rules: [RuleState]
    /// The rules' gone edges, drawn as dotted arrows: (from, to, label).
    public let goneEdges: [(from: String, to: String, label: String)]

    /// The map of a stage's code, with the chapter's rules marked.
    public init(_ code: StageCode, rules: [DependencyRule] = [], selection: Selection = .all) {
        let all = code.stageUnits
        var files: [String: Set<String>] = [:]
        for (index, node) in code.graph.nodes.enumerated() where code.isStageCode(index) {
            if let unit = code.units[index], let file = node.location?.file { files[unit.name, default: []].insert(file) }
        }
        let names = Set(all.map(\.name))
        var shown: Set<String>
        switch selection {
        case .all: shown = names
        case .focus(let focus): shown = names.filter { focus.shows($0, files: files[$0] ?? []) }
        case .only(let wanted): shown = names.intersection(wanted)
        }
        // Each rule: its verdict's paths, and the units they pass through (shown, so that its arrow reads).
        var ruleArrows: [Arrow] = []
        var states: [RuleState] = []
        var gone: [(String, String, String)] = []
        for rule in rules {
            let verdict = code.verdict(rule, shown: Int.max)
            states.append(RuleState(test: rule.name, edge: rule.edge, isPresent: !verdict.isGone, missingModules: verdict.missingModules))
            for edge in rule.edges {
                let from = edge.from.first.map(Self.endName) ?? "?"
                let to = edge.to.first.map(Self.endName) ?? "?"
                // A module the stage does not have yet draws nothing: its rule's line says so.
                if edge.from.contains(where: { if case .module(let name) = $0 { return !code.modules.contains(name) } else { return false } }) { continue }
                let paths = code.paths(edge)
                if paths.isEmpty {
                    gone.append((from, to, "\(rule.name) · gone"))
                    if names.contains(from) { shown.insert(from) }
                    if names.contains(to) { shown.insert(to) }
                    continue
                }
                var byPair: [String: (from: String, to: String, labels: [String])] = [:]
                for path in paths {
                    let start = code.units[path[0].node]?.name ?? from
                    let end = code.units[path.last!.node]?.name ?? to
                    let label = code.label(path.map(\.node))
                    byPair["\(start)\u{0}\(end)", default: (start, end, [])].labels.append(label)
                    if names.contains(start) { shown.insert(start) }
                    if names.contains(end) { shown.insert(end) }
                }
                for (_, pair) in byPair.sorted(by: { $0.key < $1.key }) {
                    let labels = pair.labels.sorted()
                    let label = labels.prefix(2).joined(separator: "; ") + (labels.count > 2 ? "; … \(labels.count - 2) more" : "")
                    ruleArrows.append(Arrow(from: pair.from, to: pair.to, label: "\(label) · \(rule.name)", rule: rule.name))
                }
            }
        }
        units = shown.sorted()
        self.rules = states
        goneEdges = gone
        arrows = Self.arrows(code, shown: shown) + ruleArrows
    }

    /// What each shown unit's code reaches of another shown unit, directly or through code of no unit.
    static func arrows(_ code: StageCode, shown: Set<String>) -> [Arrow] {
        var labels: [String: Set<String>] = [:]
        for (index, _) in code.graph.nodes.enumerated() where code.isStageCode(index) {
            guard let from = code.units[index]?.name, shown.contains(from) else { continue }
            var next = code.graph.edges[index].map(\.to)
            var seen = Set<Int>()
            while let target = next.popLast() {
                guard seen.insert(target).inserted else { continue }
                guard let to = code.units[target]?.name else {
                    // Code of no unit: what it reaches is this unit's arrow.
                    if code.isStageCode(target) { next += code.graph.edges[target].map(\.to) }
                    continue
                }
                guard to != from, shown.contains(to) else { continue }
                labels["\(from)\u{0}\(to)", default: []].insert("\(code.shortName(index)) → \(code.memberName(target))")
            }
        }
        // A conformance of a unit's type to a protocol of the stage: the unit answers its calls.
        for conformance in code.graph.conformances {
            let type = String(conformance.type.prefix { $0 != "<" && $0 != "." })
            guard shown.contains(type), shown.contains(conformance.protocolName), type != conformance.protocolName else { continue }
            labels["\(type)\u{0}\(conformance.protocolName)", default: []].insert("conforms → \(conformance.protocolName)")
        }
        return labels.keys.sorted().map { key in
            let ends = key.split(separator: "\u{0}").map(String.init)
            let byCaller = Dictionary(grouping: labels[key]!.sorted()) { $0.components(separatedBy: " → ")[0] }
            let callers = byCaller.keys.sorted().map { caller in
                caller == "conforms" ? "conforms" : "\(caller) → " + byCaller[caller]!.map { $0.components(separatedBy: " → ")[1] }.joined(separator: ", ")
            }
            // A long arrow says its first callers; ./Scripts/map --only shows a close-up.
            let label = callers.prefix(3).joined(separator: "; ") + (callers.count > 3 ? "; … \(callers.count - 3) more" : "")
            return Arrow(from: ends[0], to: ends[1], label: label, rule: nil)
        }
    }

    static func endName(_ pattern: UnitPattern) -> String {
        switch pattern {
        case .unit(let name): return name
        case .member(let unit, _): return unit
        case .module(let name): return "module \(name)"
        case .anyUnit: return "*"
        }
    }
}
