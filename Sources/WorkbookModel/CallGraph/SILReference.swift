/// One thing a SIL function's body refers to, and where: a function it names, a method it
/// dispatches to, or a stored member it reads or writes.
public struct SILReference: Hashable, Sendable {
    /// What is referred to.
    public enum Target: Hashable, Sendable {
        /// A function by its mangled name: called (`function_ref`), or a global or static's
        /// storage (`global_addr`), or a key path's accessor.
        case function(String)
        /// A class method through the class's table (`class_method`): every override answers.
        case classMethod(key: String)
        /// The superclass's implementation of a class method (`super_method`), from a class.
        case superMethod(key: String, from: String)
        /// A protocol requirement (`witness_method`): the conformance of `type` when it is a
        /// concrete type, else every conformance the caller can see.
        case witnessMethod(key: String, type: String)
        /// A stored member, an enum case or a key path's property, by its SIL key (`#API.server`).
        case member(key: String)
        /// A type a value is tested against or converted to (`as?`, `as!`, `is`): the code
        /// knows that type, whatever it then calls (`LoginViewController`, `Retrying`).
        case castTo(type: String)
    }

    public var target: Target
    /// Where the function refers to it; nil where the compiler gives no place (generated code).
    public var location: SourceLocation?

    public init(_ target: Target, at location: SourceLocation?) {
        self.target = target
        self.location = location
    }
}
