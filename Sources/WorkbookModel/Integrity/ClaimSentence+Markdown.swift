import Foundation

/// A Markdown text cut into the sentences the count check reads.
extension ClaimSentence {
    /// Code blocks of these languages hold code and commands, not what the tools print: not read.
    static let codeLanguages: Set<String> = ["swift", "sh", "bash", "shell", "mermaid", "diff", "json"]

    /// The sentences of a Markdown text: prose paragraphs, list items, table rows and headings
    /// each cut at `.`, `;`, `:`, `!` and `?` (outside code spans); each line of an output block
    /// (a fence without a language, or `text`) a sentence of its own, the block its context.
    /// Code blocks (``codeLanguages``) and HTML comments are left out.
    public static func sentences(of markdown: String) -> [ClaimSentence] {
        var sentences: [ClaimSentence] = []
        var block: [(line: Int, text: String)] = []
        var step: Int?
        var inSteps = false
        var fence: String?  // the open fence's language ("" for none)
        var inComment = false
        func flush(output: Bool = false) {
            defer { block = [] }
            guard !block.isEmpty else { return }
            if output {
                var context = ""
                for (line, text) in block {
                    sentences.append(ClaimSentence(text: text, lineStarts: [LineStart(offset: 0, line: line)], step: step, context: context))
                    context += text + "\n"
                }
                return
            }
            var text = "", starts: [LineStart] = []
            for (line, part) in block {
                if !text.isEmpty { text += " " }
                starts.append(LineStart(offset: (text as NSString).length, line: line))
                text += part
            }
            sentences += split(ClaimSentence(text: text, lineStarts: starts, step: step))
        }
        for (index, raw) in LessonChecks.lines(markdown).enumerated() {
            let number = index + 1
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let language = fence {
                if trimmed.hasPrefix("```") {
                    flush(output: true)
                    fence = nil
                } else if !codeLanguages.contains(language) {
                    block.append((number, line))
                }
                continue
            }
            if inComment {
                if trimmed.contains("-->") { inComment = false }
                continue
            }
            if trimmed.hasPrefix("<!--") {
                flush()
                inComment = !trimmed.contains("-->")
                continue
            }
            if trimmed.hasPrefix("```") {
                flush()
                fence = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces).lowercased()
                continue
            }
            if trimmed.isEmpty {
                flush()
                continue
            }
            if line.hasPrefix("#") {
                flush()
                if line.hasPrefix("## ") {
                    inSteps = line.range(of: #"^## +Steps[[:space:]]*$"#, options: .regularExpression) != nil
                    step = nil
                }
                block.append((number, trimmed))
                flush()
                continue
            }
            if trimmed.hasPrefix("|") {
                flush()
                block.append((number, trimmed))
                flush()
                continue
            }
            if trimmed.range(of: #"^([-*+]|[0-9]+\.) "#, options: .regularExpression) != nil {
                flush()
                if inSteps, line.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil {
                    step = (step ?? 0) + 1
                }
            }
            block.append((number, trimmed))
        }
        flush(output: fence != nil)
        return sentences
    }

    /// A paragraph cut into sentences, each with the paragraph's text before it as its context.
    static func split(_ paragraph: ClaimSentence) -> [ClaimSentence] {
        let text = paragraph.text as NSString
        var pieces: [ClaimSentence] = []
        var start = 0, inCode = false
        func cut(at end: Int) {
            let range = NSRange(location: start, length: end - start)
            let piece = text.substring(with: range)
            let leading = piece.prefix { $0 == " " }.utf16.count
            let body = piece.trimmingCharacters(in: .whitespaces)
            if !body.isEmpty {
                let offset = start + leading
                let starts = paragraph.lineStarts.filter { $0.offset > offset && $0.offset < end }
                    .map { LineStart(offset: $0.offset - offset, line: $0.line) }
                pieces.append(ClaimSentence(text: body, lineStarts: [LineStart(offset: 0, line: paragraph.line(at: offset))] + starts,
                                            step: paragraph.step, context: text.substring(to: start)))
            }
            start = end
        }
        var index = 0
        while index < text.length {
            let character = text.character(at: index)
            if character == 0x60 { inCode.toggle() } // `
            let next = index + 1 < text.length ? text.character(at: index + 1) : 0x20
            if !inCode, [0x2E, 0x3B, 0x3A, 0x21, 0x3F].contains(character), next == 0x20 { // . ; : ! ?
                let before = text.substring(to: index + 1)
                // Not "e.g.", "i.e.", nor a list item's number ("1. ").
                let abbreviation = character == 0x2E && (before.range(of: #"(^|[^A-Za-z])(e\.g|i\.e|etc|vs|cf)\.$"#, options: .regularExpression) != nil
                    || before.range(of: #"^[0-9]+\.$"#, options: .regularExpression) != nil)
                if !abbreviation { cut(at: index + 1) }
            }
            index += 1
        }
        cut(at: text.length)
        return pieces
    }
}
