/// A Swift file read the way a dependency goal test needs: which names its code uses, and how it reaches the app delegate.
///
/// Comments and the text of string literals are ignored, and so are line
/// breaks and spaces between tokens, so `AppDelegate` split from
/// `.configuration` over two lines still counts, while a comment or an error
/// message that names `AppDelegate` does not. Every spelling of reaching
/// MyBiz's app delegate counts: `UIApplication.appDelegate`,
/// `UIApplication.shared.delegate as? AppDelegate` (or `as!`), a static such
/// as `AppDelegate.configuration`, optional chains, and a local constant
/// that holds one of them.
public struct SwiftSource {
    /// The code's tokens, in order.
    public let tokens: [String]

    /// The source of a Swift file's text.
    public init(_ text: String) {
        tokens = SwiftTokenizer.tokens(of: text)
    }

    /// Whether the code uses a name (a type, a property, a function) anywhere.
    public func mentions(_ name: String) -> Bool {
        tokens.contains(name)
    }

    /// Whether the code reaches the app delegate in any spelling.
    public var reachesAppDelegate: Bool {
        !appDelegateReaches.isEmpty
    }

    /// Whether the code reads or calls a member of the app delegate, in any spelling: `api` in `UIApplication.appDelegate.api`, `configuration` in `AppDelegate.configuration`.
    public func reachesAppDelegate(member: String) -> Bool {
        appDelegateReaches.contains { end in
            var next = end + 1
            while next < tokens.count, [")", "?", "!"].contains(tokens[next]) { next += 1 }
            return next + 1 < tokens.count && tokens[next] == "." && tokens[next + 1] == member
        }
    }

    /// Where an expression that is the app delegate ends: the index of its last token.
    private var appDelegateReaches: [Int] {
        var ends: [Int] = []
        var aliases: Set<String> = []
        for (index, token) in tokens.enumerated() {
            if token == "AppDelegate" || token == "appDelegate" || aliases.contains(token) && isUse(at: index) {
                ends.append(index)
                if let alias = constantAssigned(at: index) { aliases.insert(alias) }
            } else if token == "delegate", index >= 2, tokens[index - 1] == ".", tokens[index - 2] == "shared" {
                ends.append(index)
            }
        }
        return ends
    }

    /// False where the name is declared rather than used (`let name`).
    private func isUse(at index: Int) -> Bool {
        index == 0 || !["let", "var", "func"].contains(tokens[index - 1])
    }

    /// The name a `let`/`var` in the same statement binds to the expression at `index`, if any: `let delegate = UIApplication.appDelegate`.
    private func constantAssigned(at index: Int) -> String? {
        var position = index - 1
        while position >= 1 && index - position <= 12 {
            let token = tokens[position]
            if ["{", "}", ";"].contains(token) { return nil }
            if token == "=" && ["let", "var"].contains(tokens[position - 2 >= 0 ? position - 2 : 0]) {
                return tokens[position - 1]
            }
            position -= 1
        }
        return nil
    }
}
