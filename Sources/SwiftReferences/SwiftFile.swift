/// One Swift file read as code: its tokens and what it declares.
public struct SwiftFile: Sendable {
    /// The file's path, as the reader was given it (relative to the stage folder when read from one).
    public let path: String
    /// The code's tokens, in order; comments and string literals' text are not among them.
    public let tokens: [SwiftToken]
    /// The types and extensions it declares, nested ones included, in order.
    public let types: [TypeDeclaration]
    /// Its top-level functions and variables (`let userLoggedInNotification = …`).
    public let freeDeclarations: [MemberDeclaration]

    /// Reads a file's text.
    public init(path: String, text: String) {
        self.path = path
        tokens = SwiftTokenizer.tokens(of: text)
        (types, freeDeclarations) = DeclarationParser.declarations(in: tokens)
    }

    /// The file's name without folders and without `.swift`: `UIViewController+Alert`.
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }
}
