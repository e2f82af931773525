/// A class's table of methods (`sil_vtable`): for each method key, the function that
/// implements it for instances of that class (its own override or one it inherits).
public struct SILVTable: Equatable, Sendable {
    public var className: String
    /// Method key (`#API.url`, `#UIViewController.viewDidLoad`) and implementing function.
    public var entries: [(key: String, implementation: String)]

    public init(className: String, entries: [(key: String, implementation: String)]) {
        self.className = className
        self.entries = entries
    }

    public static func == (lhs: SILVTable, rhs: SILVTable) -> Bool {
        lhs.className == rhs.className && lhs.entries.elementsEqual(rhs.entries) { $0 == $1 }
    }
}

/// A type's conformance to a protocol (`sil_witness_table`): for each requirement, the
/// function that answers it for that type.
public struct SILWitnessTable: Equatable, Sendable {
    /// The conforming type as SIL prints it (`LoginViewController`).
    public var type: String
    public var protocolName: String
    /// Requirement key (`#APIDelegate.loginSucceeded`) and its witness.
    public var entries: [(key: String, implementation: String)]

    public init(type: String, protocolName: String, entries: [(key: String, implementation: String)]) {
        self.type = type
        self.protocolName = protocolName
        self.entries = entries
    }

    public static func == (lhs: SILWitnessTable, rhs: SILWitnessTable) -> Bool {
        lhs.type == rhs.type && lhs.protocolName == rhs.protocolName && lhs.entries.elementsEqual(rhs.entries) { $0 == $1 }
    }
}
