/// `check --json` with no chapter: every row, laid out as check has always printed it.
extension Overview {
    public var json: String {
        var out = "{\"chapters\": ["
        for (index, row) in rows.enumerated() {
            out += (index == 0 ? "" : ",") + "\n  {\"chapter\": \(JSONText.line(row.chapter)), \"state\": \(JSONText.line(row.state)), "
                + "\"characterization\": \(JSONText.line(row.characterization)), \"goals\": \(JSONText.line(row.goals)), "
                + "\"steps\": \(JSONText.line(row.steps)), \"checked\": \(JSONText.line(row.checked)), \"edited_since\": \(row.editedSince)}"
        }
        return out + "\n ], \"next\": \(JSONText.line(next.map { "./Scripts/check \($0)" } ?? ""))}\n"
    }
}
