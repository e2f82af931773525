/// A module of a stage, with the modules of the same stage it imports.
public struct Module: Equatable, Sendable {
    public var name: String
    public var dependencies: [String]

    public init(name: String, dependencies: [String]) {
        self.name = name
        self.dependencies = dependencies
    }

    /// From a registry entry, `Name` or `Name:Dep,Dep`; nil for an entry without a name (`:Dep`).
    init?(entry: String) {
        guard !entry.hasPrefix(":") else { return nil }
        let pieces = entry.split(separator: ":", maxSplits: 1)
        self.init(name: String(pieces[0]),
                  dependencies: pieces.count > 1 ? pieces[1].split(separator: ",").map(String.init) : [])
    }

    /// As the scripts list it: `Name:Dep,Dep` (`Name:` for none).
    public var entry: String { "\(name):\(dependencies.joined(separator: ","))" }
}
