/// One module's SIL as the compiler prints it (`swiftc -emit-silgen -Xllvm -sil-print-debuginfo`),
/// read for what the call graph needs: its functions with what each refers to and where,
/// its classes' method tables, its conformances' witness tables and its classes' superclasses.
///
/// The compiler has resolved everything a reading of the source would have to guess:
/// aliases, extensions, overloads, default arguments, closures, key paths, initializers,
/// static and global storage, `callAsFunction`, dynamic member lookup. What is left to
/// resolve is dispatch (a class method, a protocol requirement), which the tables answer
/// (``CallGraph``).
public struct SILText: Sendable {
    /// The module this SIL is of.
    public var module: String
    /// Every function the module defines or declares, in the order printed.
    public var functions: [SILFunction]
    public var vtables: [SILVTable]
    public var witnessTables: [SILWitnessTable]
    /// A class's superclass as SIL declares it (`LoginViewController` → `UIViewController`).
    public var superclasses: [String: String]
    /// The types the module declares at its top level (`API`, `APIDelegate`, `Validators`).
    public var declaredTypes: Set<String> = []
    /// The function values its code stores into global and static variables (``SILValueFlow``).
    public var globalStores: [SILGlobalStore] = []
    /// The closures its storyboard scenes are declared with (``SILSceneClosure``).
    public var sceneClosures: [SILSceneClosure] = []

    public init(module: String, functions: [SILFunction] = [], vtables: [SILVTable] = [], witnessTables: [SILWitnessTable] = [],
                superclasses: [String: String] = [:]) {
        self.module = module
        self.functions = functions
        self.vtables = vtables
        self.witnessTables = witnessTables
        self.superclasses = superclasses
    }
}
