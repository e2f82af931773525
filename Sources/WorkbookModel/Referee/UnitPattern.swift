/// What a dependency rule names at either end: a unit (`AppDelegate`, `UIViewController+Alert`,
/// a type of the platform such as `UIWindow`), one member of it (`AppDelegate.configuration`; a
/// member a stage's extension gives another module's type, `UIViewController.showAlert`, whatever
/// the file it is written in),
/// every unit of a module (`module MyBiz`), or every unit of the stage (`*`).
public enum UnitPattern: Hashable, Sendable, CustomStringConvertible {
    case unit(String)
    case member(unit: String, member: String)
    case module(String)
    case anyUnit

    /// Reads one: `Type`, `Type.member`, `module Name` or `*`; nil for an empty or malformed one.
    public init?(_ text: Substring) {
        let words = text.split(separator: " ")
        if words.count == 2, words[0] == "module" {
            self = .module(String(words[1]))
            return
        }
        guard words.count == 1 else { return nil }
        let word = words[0]
        if word == "*" {
            self = .anyUnit
        } else if let dot = word.lastIndex(of: "."), !word[word.index(after: dot)...].isEmpty, dot != word.startIndex {
            self = .member(unit: String(word[..<dot]), member: String(word[word.index(after: dot)...]))
        } else {
            self = .unit(String(word))
        }
    }

    public var description: String {
        switch self {
        case .unit(let name): return name
        case .member(let unit, let member): return "\(unit).\(member)"
        case .module(let name): return "module \(name)"
        case .anyUnit: return "*"
        }
    }

    /// Whether a node of `unit`, of member `member`, is named by this pattern.
    func matches(unit: CodeUnit?, member: String?) -> Bool {
        guard let unit else { return false }
        switch self {
        case .unit(let name): return unit.name == name || unit.module.map { "\($0).\(unit.name)" } == name
        case .member(let name, let wanted):
            // (A unit named after a file with a dot in it, `StoryboardFile+Main.storyboard`, reads as a member too.)
            // A member written in an extension of another module's type is a member of that type, in
            // whichever file: `UIViewController.showAlert` names it in `UIViewController+Alert` or in `Alerts.swift`.
            return (unit.name == name || unit.module.map { "\($0).\(unit.name)" } == name || unit.extendedType == name) && member == wanted
                || unit.name == "\(name).\(wanted)"
        case .module(let name): return unit.module == name && (!unit.isExternal || unit.module == name)
        case .anyUnit: return !unit.isExternal
        }
    }
}
