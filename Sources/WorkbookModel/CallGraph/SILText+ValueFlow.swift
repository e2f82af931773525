/// Following a SIL function's values: which functions it stores into a global or static
/// variable, and which closures it hands a storyboard scene.
///
/// A closure stored in a global or static variable runs for whoever reads that variable and
/// calls what it holds: a global is nobody's hand-in (the caller names it, as it would name
/// a singleton), so the graph goes from the variable to every function any code stores in
/// it, as it goes from a protocol-typed global to every conformance. A closure handed in as
/// an argument or stored in an instance's property stays the code of whoever made it.
///
/// Relied on (raw SIL from `-emit-silgen`, one function at a time, values in SSA form): a
/// global or static variable is written through its addressor,
///
///     %46 = function_ref @$s…10provideAPI…vau : $@convention(thin) () -> Builtin.RawPointer
///     %47 = apply %46() : …
///     %48 = pointer_to_address %47 to [strict] $*@callee_guaranteed () -> …
///     %57 = function_ref @$s…fU_ : …                     // closure #1 in …
///     %64 = partial_apply [callee_guaranteed] %57(%62) : …
///     %65 = begin_access [modify] [dynamic] %48
///     assign %64 to %65
///
/// and a function value is made by `function_ref`, then wrapped (`thin_to_thick_function`,
/// `partial_apply` of it or of a reabstraction thunk taking it, `convert_function`, an
/// `enum` case of Optional, copies and borrows), or held by a value made of it (a `struct`,
/// a `tuple`, what an initializer makes of it); a store into a field of a global
/// (`struct_element_addr`) is a store into that global.
struct SILValueFlow {
    /// What a value of the function being read is, as far as stores into globals go.
    private enum Value {
        /// A global's or static's addressor, not yet called.
        case addressor(String)
        /// The address of a global or static variable, by its addressor.
        case global(String)
        /// A function value made of these functions.
        case functions(Set<String>)
    }

    private var values: [Substring: Value] = [:]
    /// What the function stored: into the variable of an addressor, a function, where.
    private(set) var stores: [SILGlobalStore] = []
    /// The closures it handed a storyboard scene, with the scene's controller type.
    private(set) var scenes: [SILSceneClosure] = []

    /// Starts a new function: its values are its own.
    mutating func reset() {
        values.removeAll(keepingCapacity: true)
    }

    /// The opcodes whose instructions ``read(_:at:)`` follows (besides `store` and `assign`):
    /// the reader hands it no other (most of a body).
    static let followed: Set<String> = Set(["function_ref", "apply", "struct", "tuple", "partial_apply"] + forwarding.map(String.init))

    /// Opcodes whose result is their first operand, wrapped or moved: a function value or an address stays one.
    private static let forwarding: Set<Substring> = [
        "thin_to_thick_function", "convert_function", "convert_escape_to_noescape", "copy_value", "move_value",
        "begin_borrow", "mark_dependence", "enum", "pointer_to_address", "begin_access", "mark_uninitialized",
        "struct_element_addr", "tuple_element_addr",
    ]

    /// Reads one instruction line of a body (its code, without the place the debug info adds).
    mutating func read(_ code: Substring, at location: SourceLocation?) {
        let trimmed = code.drop { $0 == " " }
        if trimmed.hasPrefix("store ") || trimmed.hasPrefix("assign ") {
            let operands = Self.operands(trimmed)
            guard operands.count >= 2, case .global(let addressor)? = values[operands[operands.count - 1]],
                  case .functions(let functions)? = values[operands[0]] else { return }
            stores += functions.sorted().map { SILGlobalStore(addressor: addressor, function: $0, location: location) }
            return
        }
        guard trimmed.hasPrefix("%"), let equals = trimmed.range(of: " = ") else { return }
        let result = trimmed[..<equals.lowerBound]
        let instruction = trimmed[equals.upperBound...]
        let opcode = instruction.prefix { $0 != " " }
        let operands = Self.operands(instruction.dropFirst(opcode.count))
        switch opcode {
        case "function_ref":
            guard let at = instruction.firstIndex(of: "@") else { return }
            let name = String(instruction[instruction.index(after: at)...].prefix { $0 != " " && $0 != ":" })
            values[result] = name.hasSuffix("vau") ? .addressor(name) : .functions([name])
        case "apply":
            guard let callee = operands.first else { return }
            if case .addressor(let name)? = values[callee] { values[result] = .global(name) }
            // An initializer (`…fC`, a struct's memberwise one too) holds the function values it is given.
            if case .functions(let names)? = values[callee], names.count == 1, names.first!.hasSuffix("fC") {
                var functions: Set<String> = []
                for operand in operands.dropFirst() {
                    if case .functions(let made)? = values[operand] { functions.formUnion(made) }
                }
                if !functions.isEmpty { values[result] = .functions(functions) }
            }
            if case .functions(let names)? = values[callee], names.count == 1, let name = names.first, SILSceneClosure.isSceneInitializer(name),
               let open = instruction.firstIndex(of: "<"), let close = instruction[open...].range(of: ">(") {
                let controller = String(instruction[instruction.index(after: open)..<close.lowerBound])
                for operand in operands.dropFirst() {
                    if case .functions(let made)? = values[operand] {
                        scenes += made.sorted().map { SILSceneClosure(function: $0, controller: controller) }
                    }
                }
            }
        case "struct", "tuple":
            // A value made of others (a struct of hooks): the function values it holds.
            var functions: Set<String> = []
            for operand in operands {
                if case .functions(let made)? = values[operand] { functions.formUnion(made) }
            }
            if !functions.isEmpty { values[result] = .functions(functions) }
        case "partial_apply":
            // A closure with its captures, or a reabstraction thunk around a function value.
            var functions: Set<String> = []
            for operand in operands {
                if case .functions(let made)? = values[operand] { functions.formUnion(made) }
            }
            if !functions.isEmpty { values[result] = .functions(functions) }
        case _ where Self.forwarding.contains(opcode):
            if let operand = operands.first, let value = values[operand] {
                if case .addressor = value { return }
                values[result] = value
            }
        default:
            return
        }
    }

    /// The `%N` values an instruction names, in order (its types' `$` words are not values).
    private static func operands(_ text: Substring) -> [Substring] {
        var found: [Substring] = []
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            let start = percent
            var end = text.index(after: percent)
            while end < text.endIndex, text[end].isNumber { end = text.index(after: end) }
            if end > text.index(after: start) { found.append(text[start..<end]) }
            index = end
        }
        return found
    }
}

/// A function value stored into a global or static variable: reading the variable reaches it.
public struct SILGlobalStore: Hashable, Sendable {
    /// The variable's addressor (`…provideAPI…vau`), the way every reader reaches it.
    public var addressor: String
    /// The function stored (a closure, or a function named as a value).
    public var function: String
    /// Where the store is.
    public var location: SourceLocation?
}

/// A closure a storyboard scene is declared with (HeadlessUIKit's
/// `StoryboardScene(identifier:title:make:layout:)`): how the scene makes its controller and
/// builds and wires its views, as Interface Builder's scene would. Interface Builder has no
/// code: its outlets and actions are the controller's own, so these closures (and the
/// closures they make) are code of the scene's controller, not of the storyboard's file.
public struct SILSceneClosure: Hashable, Sendable {
    /// The closure's mangled name.
    public var function: String
    /// The scene's controller type, as SIL names it (`LoginViewController`).
    public var controller: String

    /// Whether a mangled name is HeadlessUIKit's `StoryboardScene.init(identifier:title:make:layout:)`.
    static func isSceneInitializer(_ name: String) -> Bool {
        name.hasPrefix("$s13HeadlessUIKit15StoryboardSceneV10identifier5title4make6layout")
    }
}
