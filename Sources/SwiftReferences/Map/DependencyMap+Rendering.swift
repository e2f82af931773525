/// The map as Mermaid and as aligned plain text, both sorted, so that the same code always gives the same text.
extension DependencyMap {
    /// A Mermaid flowchart in a fenced block: `-->` a reference, `==>` the chapter's edge while present, `-.->` labelled "gone" once it is gone.
    public var mermaid: String {
        var lines = ["```mermaid", "graph LR"]
        let connected = Set(edges.flatMap { [$0.from, $0.to] } + (chapterEdge.map { [$0.from, $0.to] } ?? []))
        for unit in units where Self.mermaidID(unit) != unit || !connected.contains(unit) {
            lines.append("    \(Self.mermaidNode(unit))")
        }
        for edge in edges {
            let arrow = edge.isChapterEdge ? "==>" : "-->"
            let label = edge.isChapterEdge ? "\(edge.label) · this chapter's edge: present" : edge.label
            lines.append("    \(Self.mermaidID(edge.from)) \(arrow)|\"\(Self.escaped(label))\"| \(Self.mermaidID(edge.to))")
        }
        if let chapterEdge, isChapterEdgePresent == false {
            let what = chapterEdge.toMember.map { "\($0) · " } ?? ""
            lines.append("    \(Self.mermaidID(chapterEdge.from)) -.->|\"\(what)this chapter's edge: gone\"| \(Self.mermaidID(chapterEdge.to))")
        }
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    /// One arrow a line, columns aligned: `API  --> AppDelegate  logout() → showLogin`; then the chapter's edge, present or gone.
    public var text: String {
        var rows = edges.map { edge in
            (edge.from, edge.isChapterEdge ? "==>" : "-->", edge.to, edge.label + (edge.isChapterEdge ? "   <- this chapter's edge" : ""))
        }
        if let chapterEdge, isChapterEdgePresent == false {
            rows.append((chapterEdge.from, "-x-", chapterEdge.to, (chapterEdge.toMember.map { "\($0)   " } ?? "") + "<- this chapter's edge: gone"))
        }
        let connected = Set(rows.flatMap { [$0.0, $0.2] })
        let fromWidth = rows.map(\.0.count).max() ?? 0
        let toWidth = rows.map(\.2.count).max() ?? 0
        var lines = rows.map { from, arrow, to, label in
            "\(Self.padded(from, fromWidth)) \(arrow) \(Self.padded(to, toWidth))  \(label)".trimmingTrailingSpaces()
        }
        let alone = units.filter { !connected.contains($0) }
        if !alone.isEmpty { lines.append("(no arrows: \(alone.joined(separator: ", ")))") }
        if let chapterEdge, let present = isChapterEdgePresent {
            lines.append("This chapter's edge, \(chapterEdge): \(present ? "present" : "gone")")
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
