/// One option a script takes: a switch (`--all`) or an option with a value (`--title T`,
/// `--title=T`), each with its spellings (`--yes`, `-y`; the first is its name).
public struct ScriptOption: Equatable, Sendable {
    /// Its spellings; the first names it.
    public var spellings: [String]
    /// Whether it takes a value (else it is a switch).
    public var takesValue: Bool

    /// A switch: present or not.
    public static func flag(_ name: String, _ others: String...) -> ScriptOption {
        ScriptOption(spellings: [name] + others, takesValue: false)
    }

    /// An option with a value, given as `NAME VALUE` or `NAME=VALUE`.
    public static func value(_ name: String, _ others: String...) -> ScriptOption {
        ScriptOption(spellings: [name] + others, takesValue: true)
    }

    /// Its name: its first spelling.
    public var name: String { spellings[0] }
}
