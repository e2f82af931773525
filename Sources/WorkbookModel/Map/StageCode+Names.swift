/// Short names of the graph's nodes for a map's labels.
extension StageCode {
    /// A function's member as a label's caller: `signIn()`, `init()`; a closure's, its function's.
    func shortName(_ node: Int) -> String {
        guard let symbol = graph.nodes[node].symbol, let member = symbol.member else { return name(node) }
        if case .function = graph.nodes[node].kind, !isAccessor(node) { return "\(member)()" }
        return member
    }

    /// What is reached, as a label says it: its member (`configuration`, `showLogin`), or
    /// `as Type` for a cast to the type.
    func memberName(_ node: Int) -> String {
        guard let symbol = graph.nodes[node].symbol else { return name(node) }
        if symbol.member == "self", case .member = graph.nodes[node].kind { return "as \(symbol.typePath.joined(separator: "."))" }
        return symbol.member ?? name(node)
    }

    private func isAccessor(_ node: Int) -> Bool {
        let display = graph.nodes[node].display
        return [".getter", ".setter", ".modify", ".unsafeMutableAddressor", ".read"].contains { display.hasSuffix($0) }
    }

    /// A path as an arrow's label: each function's short name once, the compiler's glue and
    /// the tables a call went through left out (`signIn() → provider() → sharedAPI`).
    func label(_ path: [Int]) -> String {
        var names: [String] = []
        for node in path {
            if case .dispatch = graph.nodes[node].kind { continue }
            if isGlue(node) { continue }
            let name = shortName(node)
            if names.last != name { names.append(name) }
        }
        return names.joined(separator: " → ")
    }
}
