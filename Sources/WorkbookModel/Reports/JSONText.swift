/// JSON strings as the scripts have always written them, so that check's `--json` stays
/// byte for byte what programs have read: two spellings, one for a line, one for a text.
enum JSONText {
    /// One line as a JSON string, quotes included: line breaks and tabs become spaces, other
    /// control characters go, `\` and `"` are escaped (Scripts' old wb_json_string).
    static func line(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": out += " "
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Any number of lines as one JSON string: line breaks as `\n`, tabs as `\t`, carriage
    /// returns as `\r`, other control characters gone (Scripts' old wb_json_text).
    static func text(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A string, or null for nothing.
    static func lineOrNull(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "null" }
        return line(text)
    }
}
