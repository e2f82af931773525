/// A node of the demangler's tree of a mangled name (`swift demangle --tree-only`): what
/// kind of thing it is (`Class`, `Getter`, `Extension`…), its text (an identifier, a module)
/// and its parts. The tree says exactly where a symbol belongs — its module, its type, an
/// extension of a type of another module — which the one-line spelling leaves out.
public struct DemangleNode: Equatable, Sendable {
    public var kind: String
    public var text: String?
    public var children: [DemangleNode]

    public init(kind: String, text: String? = nil, children: [DemangleNode] = []) {
        self.kind = kind
        self.text = text
        self.children = children
    }

    /// The first child of one of these kinds.
    func child(_ kinds: Set<String>) -> DemangleNode? {
        children.first { kinds.contains($0.kind) }
    }

    /// Reads the demangler's `--tree-only` output: `Demangling for NAME` then the tree, two
    /// spaces a level (`kind=Class`, `kind=Identifier, text="API"`), for each name.
    public static func parseTrees(_ output: String) -> [String: DemangleNode] {
        var trees: [String: DemangleNode] = [:]
        var name: String?
        // The nodes open on the path from the root to the current line, with their depth.
        var stack: [(depth: Int, node: DemangleNode)] = []
        func close(to depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                if stack.isEmpty {
                    if let name { trees[name] = last.node }
                } else {
                    stack[stack.count - 1].node.children.append(last.node)
                }
            }
        }
        // A declaration's signature (its `Type`, its labels) says nothing of where it belongs,
        // and makes most of the output: skipped, but for a conformance's types.
        var skippingBelow: Int?
        ByteLines.forEach(in: output) { line in
            var indent = 0
            while indent < line.count, line[indent] == 0x20 { indent += 1 }
            if let depth = skippingBelow, indent / 2 > depth, !line.isEmpty { return }
            skippingBelow = nil
            let body = UnsafeBufferPointer(rebasing: line[indent...])
            if ByteLines.starts(body, with: "kind=Type"), body.count == 9 || ByteLines.starts(body, with: "kind=TypeList"),
               let parent = stack.last?.node.kind, parent != "ProtocolConformance", stack.last?.depth == indent / 2 - 1 {
                skippingBelow = indent / 2
                return
            }
            if ByteLines.starts(body, with: "kind=LabelList") {
                skippingBelow = indent / 2
                return
            }
            if indent == 0, ByteLines.starts(body, with: "Demangling for ") {
                close(to: 0)
                name = String(ByteLines.string(body).dropFirst("Demangling for ".count))
            } else if ByteLines.starts(body, with: "kind=") {
                close(to: indent / 2)
                stack.append((indent / 2, node(ByteLines.string(body)[...])))
            } else if body.isEmpty {
                close(to: 0)
            }
        }
        close(to: 0)
        return trees
    }

    /// `kind=Identifier, text="API"` (or `kind=Number, index=2`).
    private static func node(_ body: Substring) -> DemangleNode {
        let fields = body.split(separator: ",", maxSplits: 1)
        let kind = String(fields[0].dropFirst("kind=".count))
        guard fields.count == 2 else { return DemangleNode(kind: kind) }
        let field = fields[1].drop { $0 == " " }
        if field.hasPrefix("text=\""), field.hasSuffix("\"") {
            return DemangleNode(kind: kind, text: String(field.dropFirst("text=\"".count).dropLast()))
        }
        if field.hasPrefix("index=") { return DemangleNode(kind: kind, text: String(field.dropFirst("index=".count))) }
        return DemangleNode(kind: kind)
    }
}
