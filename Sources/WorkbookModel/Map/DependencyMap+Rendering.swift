/// The map as Mermaid and as aligned plain text, both sorted, so that the same code always gives the same text.
extension DependencyMap {
    /// A Mermaid flowchart in a fenced block: `-->` an arrow, `==>` a rule's edge while present, `-.->` labelled "gone" once gone.
    public var mermaid: String {
        var lines = ["```mermaid", "graph LR"]
        let connected = Set(arrows.flatMap { [$0.from, $0.to] } + goneEdges.flatMap { [$0.from, $0.to] })
        for unit in units where Self.mermaidID(unit) != unit || !connected.contains(unit) {
            lines.append("    \(Self.mermaidNode(unit))")
        }
        for arrow in arrows {
            let shape = arrow.rule == nil ? "-->" : "==>"
            let label = arrow.rule == nil ? arrow.label : "\(arrow.label): present"
            lines.append("    \(Self.mermaidID(arrow.from)) \(shape)|\"\(Self.escaped(label))\"| \(Self.mermaidID(arrow.to))")
        }
        for edge in goneEdges {
            lines.append("    \(Self.mermaidID(edge.from)) -.->|\"\(Self.escaped(edge.label))\"| \(Self.mermaidID(edge.to))")
        }
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    /// One arrow a line, columns aligned: `API  --> AppDelegate  logout() → showLogin`; then each rule, present or gone.
    public var text: String {
        var rows = arrows.map { arrow in
            (arrow.from, arrow.rule == nil ? "-->" : "==>", arrow.to, arrow.rule == nil ? arrow.label : "\(arrow.label)   <- present")
        }
        rows += goneEdges.map { ($0.from, "-x-", $0.to, "\($0.label)") }
        let connected = Set(rows.flatMap { [$0.0, $0.2] })
        let fromWidth = rows.map(\.0.count).max() ?? 0
        let toWidth = rows.map(\.2.count).max() ?? 0
        var lines = rows.map { from, arrow, to, label in
            "\(Self.padded(from, fromWidth)) \(arrow) \(Self.padded(to, toWidth))  \(label)".trimmingTrailingSpaces()
        }
        let alone = units.filter { !connected.contains($0) }
        if !alone.isEmpty { lines.append("(no arrows: \(alone.joined(separator: ", ")))") }
        for rule in rules {
            let missing = rule.missingModules.isEmpty ? "" : " (there is no module \(rule.missingModules.joined(separator: ", ")) yet)"
            lines.append("This chapter's rule \(rule.test), \(rule.edge): \(rule.isPresent ? "present" : "gone")\(missing)")
        }
        return lines.joined(separator: "\n")
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func mermaidID(_ unit: String) -> String {
        String(unit.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    private static func mermaidNode(_ unit: String) -> String {
        let id = mermaidID(unit)
        return id == unit ? id : "\(id)[\"\(escaped(unit))\"]"
    }

    private static func escaped(_ label: String) -> String {
        label.replacingOccurrences(of: "\"", with: "#quot;")
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
