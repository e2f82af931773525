/// One dependency a rule forbids, over the compiler's call graph of a stage (``StageCode``):
/// no code of the `from` units reaches what `to` names.
///
/// "Reaches" follows everything the compiler resolved: a call, a read or write of stored or
/// static state, a key path's accessor, a default argument, a closure made in place, and a
/// method called through a class's or protocol's table to every implementation the caller's
/// module can see. It stops at code handed in as a closure value, and at the exceptions the
/// edge states, each with why: reached members a later chapter cuts (`allowed`), paths
/// `through` code whose own coupling a later chapter cuts (a method called through a table
/// it names still counts when what the edge forbids answers it), and units left out of `*`
/// (`exceptFrom`). What the graph cannot follow (reflection) counts as reaching.
public struct DependencyEdge: Equatable, Sendable {
    public var from: [UnitPattern]
    public var to: [UnitPattern]
    public var allowed: [UnitPattern] = []
    public var through: [UnitPattern] = []
    public var exceptFrom: [UnitPattern] = []

    public init(from: [UnitPattern], to: [UnitPattern], allowed: [UnitPattern] = [], through: [UnitPattern] = [], exceptFrom: [UnitPattern] = []) {
        self.from = from
        self.to = to
        self.allowed = allowed
        self.through = through
        self.exceptFrom = exceptFrom
    }

    /// `From -> To`, as the map and check name it.
    public var description: String {
        "\(from.map(\.description).joined(separator: ", ")) -> \(to.map(\.description).joined(separator: ", "))"
    }
}
