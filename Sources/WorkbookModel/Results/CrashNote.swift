/// A crash, hang or failure outside the code, as the stage's crash line records it:
/// `kind<TAB>test<TAB>what it said`.
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

    /// From the first line of a crash file; nil for an empty one.
    public init?(line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard let kind = fields.first, !kind.isEmpty else { return nil }
        func field(_ index: Int) -> String? { fields.count > index && !fields[index].isEmpty ? fields[index] : nil }
        self.init(kind: kind, test: field(1), message: field(2))
    }
}
