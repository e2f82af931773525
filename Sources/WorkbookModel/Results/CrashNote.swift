/// A crash, a hang or a failure outside the code: what kind, in which test, what it said.
public struct CrashNote: Codable, Equatable, Sendable {
    /// What a build failure outside the learner's code is called: it blames no one.
    public static let notTheCode = "not the code"
    /// What a damaged build folder is called.
    public static let buildFolder = "build folder"

    /// crash, hung, hung build, build folder or not the code.
    public var kind: String
    /// The test that was running, if known.
    public var test: String?
    /// What it said, if anything.
    public var message: String?

    public init(kind: String, test: String? = nil, message: String? = nil) {
        self.kind = kind
        self.test = test
        self.message = message
    }
}
