/// A script's command line read against the options it takes: its operands in order, and each
/// option's last value. Every script reads its arguments so:
///
/// - `-h` or `--help` anywhere prints its usage (``wantsHelp(_:)``);
/// - `--` ends the options: what follows is operands;
/// - a word that starts with `-` (but `-` alone) is an option: an unknown one, a switch given a
///   value, or an option given no value is a ``ScriptFailure`` naming it and `--help`.
public struct ScriptArguments: Equatable, Sendable {
    /// The arguments that are not options, in order.
    public var operands: [String]
    /// Each option given, by name: its last value (a switch's is empty).
    var given: [String: String]

    public init(operands: [String] = [], given: [String: String] = [:]) {
        self.operands = operands
        self.given = given
    }

    /// Whether the switch (or option) `name` was given.
    public func flag(_ name: String) -> Bool { given[name] != nil }

    /// The last value given to the option `name`, or nil.
    public func value(_ name: String) -> String? { given[name] }

    /// True when `-h` or `--help` is among the arguments.
    public static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains("-h") || arguments.contains("--help")
    }

    /// True when `--json` is among the arguments: then an error is JSON on stdout too.
    public static func wantsJSON(_ arguments: [String]) -> Bool {
        arguments.contains("--json")
    }

    /// Reads `arguments` against `options`; `program` names the script in an error's advice.
    public static func parse(_ arguments: [String], options: [ScriptOption], program: String) throws(ScriptFailure) -> ScriptArguments {
        var parsed = ScriptArguments()
        var rest = arguments[...]
        let help = "(see ./Scripts/\(program) --help)"
        while let argument = rest.popFirst() {
            if argument == "--" {
                parsed.operands += rest
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                parsed.operands.append(argument)
                continue
            }
            let (spelling, inline) = Self.split(argument)
            guard let option = options.first(where: { $0.spellings.contains(spelling) }),
                  option.takesValue || inline == nil else {
                throw ScriptFailure("unknown option '\(argument)' \(help)")
            }
            if !option.takesValue {
                parsed.given[option.name] = ""
            } else if let inline, !inline.isEmpty {
                parsed.given[option.name] = inline
            } else if inline == nil, let value = rest.popFirst(), !value.isEmpty {
                parsed.given[option.name] = value
            } else {
                throw ScriptFailure("\(spelling) needs a value \(help)")
            }
        }
        return parsed
    }

    /// `--name=value` as its name and value; any other word as itself and nil.
    static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
