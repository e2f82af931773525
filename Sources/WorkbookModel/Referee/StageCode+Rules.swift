import Foundation

/// Judging dependency rules on a stage's call graph.
extension StageCode {
    /// The rule's verdict: for each of its edges, the shortest path to each node the edge
    /// forbids that its `from` units reach.
    public func verdict(_ rule: DependencyRule, shown: Int = RuleVerdict.shownReaches) -> RuleVerdict {
        var paths: [[(node: Int, location: SourceLocation?)]] = []
        var missing: [String] = []
        for edge in rule.edges {
            missing += edge.from.compactMap { pattern in
                if case .module(let name) = pattern, !modules.contains(name) { return name }
                return nil
            }
            paths += self.paths(edge)
        }
        paths.sort { $0.count < $1.count }
        let reaches = paths.prefix(shown).map(reach)
        return RuleVerdict(test: rule.name, edge: rule.edge, message: rule.message, reaches: Array(reaches),
                           reachCount: paths.count, missingModules: missing)
    }

    /// The shortest path to each node an edge forbids, from each of its units on its own
    /// (what a unit's own code reaches of itself is no dependency).
    func paths(_ edge: DependencyEdge) -> [[(node: Int, location: SourceLocation?)]] {
        func named(_ patterns: [UnitPattern], _ node: Int) -> Bool {
            patterns.contains { $0.matches(unit: units[node], member: member(node)) }
        }
        let blocked = graph.nodes.indices.map { named(edge.through, $0) }
        let starts = graph.nodes.indices.filter { node in
            isStageCode(node) && !blocked[node] && named(edge.from, node) && !named(edge.exceptFrom, node)
        }
        let groups = Dictionary(grouping: starts) { units[$0] }
        var paths: [[(node: Int, location: SourceLocation?)]] = []
        var reached: Set<Int> = []
        for (unit, group) in groups.sorted(by: { ($0.key?.name ?? "") < ($1.key?.name ?? "") }) {
            func forbidden(_ node: Int) -> Bool {
                // (A protocol's witness is the compiler's glue: the path goes on to the code that answers.)
                !isGlue(node) && !(unit?.isPart(of: units[node]) ?? false) && named(edge.to, node) && !named(edge.allowed, node)
            }
            let found = shortestPaths(from: group, isBlocked: { blocked[$0] }) { node in
                isUnfollowable(node) || forbidden(node) || (blocked[node] && answersStraight(node, with: forbidden))
            }
            for var path in found {
                // A table the rule lets paths pass, answered straight by what it forbids: the path
                // goes on to that answer, so that it names who answers.
                if blocked[path.last!.node], let answer = straightAnswer(path.last!.node, with: forbidden) {
                    path += answer.map { ($0, nil) }
                }
                guard !reached.contains(path.last!.node) else { continue }
                reached.insert(path.last!.node)
                paths.append(path)
            }
        }
        return paths
    }

    /// Whether a method called through a table that a rule lets paths pass (`through APIDelegate`)
    /// is answered by what the rule forbids itself: the exception is for what answers it
    /// otherwise (the screens an API reports to), never a way to hand the call straight to it.
    func answersStraight(_ node: Int, with forbidden: (Int) -> Bool) -> Bool {
        straightAnswer(node, with: forbidden) != nil
    }

    /// The nodes from a table's method to the first implementation that answers it and that
    /// the rule forbids (the compiler's glue in between), if one does.
    func straightAnswer(_ node: Int, with forbidden: (Int) -> Bool) -> [Int]? {
        guard case .dispatch = graph.nodes[node].kind else { return nil }
        var next = graph.edges[node].map { [$0.to] }
        var seen = Set<Int>()
        while !next.isEmpty {
            let chain = next.removeFirst()
            let candidate = chain.last!
            guard seen.insert(candidate).inserted else { continue }
            if forbidden(candidate) { return chain }
            if isGlue(candidate) { next += graph.edges[candidate].map { chain + [$0.to] } }
        }
        return nil
    }

    /// A node's member name, if it has one.
    func member(_ node: Int) -> String? { graph.nodes[node].symbol?.member }

    /// Code the graph cannot see past: reflection and lookups by name. Reaching it counts as
    /// reaching anything (the compiler cannot say what it finds).
    func isUnfollowable(_ node: Int) -> Bool {
        guard !isStageCode(node), let symbol = graph.nodes[node].symbol else { return false }
        if symbol.typePath == ["Mirror"] { return true }
        let byName: Set = ["NSClassFromString", "NSSelectorFromString", "unsafeBitCast", "dlsym", "dlopen"]
        if symbol.typePath.isEmpty, let member = symbol.member, byName.contains(member) { return true }
        let kvc: Set = ["value", "setValue", "perform", "responds"]
        if symbol.typePath == ["NSObject"], let member = symbol.member, kvc.contains(member) { return true }
        return false
    }

    /// Breadth first from every start: for each end node reached, the shortest path to it (a
    /// node list, start first), shortest paths first; ends are not gone through.
    func shortestPaths(from starts: [Int], isBlocked: (Int) -> Bool, isEnd: (Int) -> Bool) -> [[(node: Int, location: SourceLocation?)]] {
        var previous: [Int: (node: Int, location: SourceLocation?)] = [:]
        var seen = Set(starts)
        let startSet = seen
        var queue = starts[...]
        var ends: [Int] = []
        while let node = queue.popFirst() {
            if !startSet.contains(node), isEnd(node) {
                ends.append(node)
                continue
            }
            if isBlocked(node) { continue }
            for edge in graph.edges[node] where !seen.contains(edge.to) {
                seen.insert(edge.to)
                previous[edge.to] = (node, edge.location)
                queue.append(edge.to)
            }
        }
        return ends.map { end in
            var path: [(node: Int, location: SourceLocation?)] = [(end, nil)]
            var current = end
            while let step = previous[current] {
                path[0].location = step.location
                path.insert((step.node, nil), at: 0)
                current = step.node
            }
            return path
        }
    }

    /// A path for a person: a hop a step, the table a call went through folded into the hop,
    /// and a protocol's witness (the compiler's glue) left out.
    func reach(_ path: [(node: Int, location: SourceLocation?)]) -> RuleVerdict.Reach {
        let nodes = graph.nodes
        var steps: [RuleVerdict.Step] = []
        var index = 1
        var caller = path[0].node
        while index < path.count {
            var callee = path[index].node
            let location = path[index].location
            var through: String?
            if case .dispatch(let owner) = nodes[callee].kind, index + 1 < path.count {
                through = owner
                index += 1
                callee = path[index].node
            }
            while isGlue(callee), index + 1 < path.count {
                index += 1
                callee = path[index].node
            }
            let verb = verb(to: callee)
            var text = "\(name(caller)) \(verb) \(name(callee))"
            if let through, !through.isEmpty, units[callee]?.name != through {
                text += " (through \(through), which \(units[callee]?.name ?? "its implementation") answers)"
            }
            steps.append(RuleVerdict.Step(location: location ?? nodes[caller].location, text: text))
            caller = callee
            index += 1
        }
        let end = path.last.map { name($0.node) } ?? ""
        return RuleVerdict.Reach(start: name(path[0].node), end: isUnfollowable(path.last!.node) ? "\(end) (reflection: the compiler cannot see what it finds)" : end, steps: steps)
    }

    /// Compiler-made code between a call and what answers it (a protocol witness).
    func isGlue(_ node: Int) -> Bool {
        graph.nodes[node].display.hasPrefix("protocol witness for ")
    }

    /// What a step does to what it reaches: reads a property (a getter, a global's storage), sets one, or calls.
    private func verb(to node: Int) -> String {
        let display = graph.nodes[node].display
        if display.hasSuffix(".setter") || display.hasSuffix(".modify") { return "sets" }
        if graph.nodes[node].id.hasPrefix("type:") { return "casts to" }
        if case .member = graph.nodes[node].kind { return "uses" }
        if display.hasSuffix(".getter") || display.hasSuffix(".unsafeMutableAddressor") || display.hasSuffix(".read") { return "reads" }
        return graph.nodes[node].id.hasSuffix("vpZ") || graph.nodes[node].id.hasSuffix("vp") ? "uses" : "calls"
    }

    /// A node's name for a person: the compiler's, in words (`LoginViewController.api`,
    /// `a closure in LoginViewController.signIn(_:)`), or its symbol's.
    func name(_ node: Int) -> String {
        let display = graph.nodes[node].display
        guard !display.isEmpty else {
            guard let symbol = graph.nodes[node].symbol else { return graph.nodes[node].id }
            return (symbol.typePath + [symbol.member].compactMap { $0 }).joined(separator: ".")
        }
        let readable = Self.readable(display)
        // A storyboard scene's code is its controller's: say which scene.
        if let controller = sceneControllers[node], let range = readable.range(of: "the initial value of ") {
            return readable.replacingCharacters(in: range, with: "the \(controller) scene of ")
        }
        return readable
    }

    /// The compiler's name of a function in a person's words.
    static func readable(_ display: String) -> String {
        var text = Substring(display)
        var prefix = ""
        // Closures the compiler makes (an autoclosure of ??, &&) are their function's code.
        while let range = text.range(of: "implicit closure #"), range.lowerBound == text.startIndex, let inWord = text.range(of: " in ") {
            text = text[inWord.upperBound...]
        }
        if text.hasPrefix("closure #"), let inWord = text.range(of: " in ") {
            prefix = "a closure in "
            text = text[inWord.upperBound...]
            while text.hasPrefix("closure #") || text.hasPrefix("implicit closure #"), let next = text.range(of: " in ") { text = text[next.upperBound...] }
        }
        for (wrapper, words) in [("variable initialization expression of ", "the initial value of "), ("one-time initialization function for ", "the first use of "),
                                 ("lazy variable initializer of ", "the lazy value of ")] where text.hasPrefix(wrapper) {
            text = text.dropFirst(wrapper.count)
            prefix += words
        }
        if text.hasPrefix("default argument "), let of = text.range(of: " of ") {
            prefix += "a default argument of "
            text = text[of.upperBound...]
        }
        if text.hasPrefix("static ") { text = text.dropFirst("static ".count) }
        var name = String(text)
        for suffix in [".unsafeMutableAddressor", ".getter", ".setter", ".modify", ".read"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        name = name.replacingOccurrences(of: "__allocating_init", with: "init").replacingOccurrences(of: ".().init", with: ".init")
        return prefix + name
    }
}
