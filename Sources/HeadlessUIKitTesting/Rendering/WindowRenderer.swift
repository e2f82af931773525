import HeadlessUIKit

/// Renders a window as indented plain text: controllers, views, titles, texts and hidden state.
///
/// The output is stable (no addresses, frames or colours) so that it can be
/// stored as a snapshot and diffed line by line. Each controller owns the
/// views under its line; what is presented follows the root's tree, in the
/// order it was presented. For example:
///
///     UIWindow (key)
///       LoginViewController
///         UITextField text="agent@shield.org" placeholder="Email"
///         UIButton "Sign In"
///     presented:
///       ErrorViewController
///         UILabel "Login Failed"
public struct WindowRenderer {
    /// Creates a renderer.
    public init() {}

    /// The text rendering of a window.
    public func render(_ window: UIWindow) -> String {
        var lines = ["UIWindow" + (window.isKeyWindow ? " (key)" : "") + (window.isHidden ? " (hidden)" : "")]
        guard let root = window.rootViewController else {
            return (lines + ["  (no root view controller)"]).joined(separator: "\n")
        }
        lines += render(root, depth: 1)
        var presented = root.presentedViewController
        if presented != nil { lines.append("presented:") }
        while let controller = presented {
            lines += render(controller, depth: 1)
            presented = controller.presentedViewController
        }
        return lines.joined(separator: "\n")
    }

    private func render(_ controller: UIViewController, depth: Int) -> [String] {
        var line = indent(depth) + "\(type(of: controller))"
        if let title = controller.title, !title.isEmpty { line += " title=\(quoted(title))" }
        guard let view = controller.viewIfLoaded else { return [line + " (view not loaded)"] }
        let children = Dictionary(controller.children.compactMap { child in child.viewIfLoaded.map { (ObjectIdentifier($0), child) } }, uniquingKeysWith: { first, _ in first })
        return [line] + view.subviews.flatMap { render($0, depth: depth + 1, children: children) }
    }

    private func render(_ view: UIView, depth: Int, children: [ObjectIdentifier: UIViewController]) -> [String] {
        if let child = children[ObjectIdentifier(view)] {
            return render(child, depth: depth)
        }
        var line = indent(depth) + describe(view)
        if let identifier = view.accessibilityIdentifier { line += " #\(identifier)" }
        if view.isHidden { line += " (hidden)" }
        return [line] + view.subviews.flatMap { render($0, depth: depth + 1, children: children) }
    }

    private func describe(_ view: UIView) -> String {
        let name = "\(type(of: view))"
        switch view {
        case let button as UIButton:
            return name + " " + quoted(button.currentTitle ?? "") + (button.isEnabled ? "" : " (disabled)")
        case let field as UITextField:
            let text = field.isSecureTextEntry ? String(repeating: "•", count: field.text?.count ?? 0) : (field.text ?? "")
            var description = name + " text=" + quoted(text)
            if let placeholder = field.placeholder { description += " placeholder=" + quoted(placeholder) }
            if field.isSecureTextEntry { description += " (secure)" }
            return description + (field.isEnabled ? "" : " (disabled)")
        case let label as UILabel:
            return name + " " + quoted(label.text ?? "")
        default:
            return name
        }
    }

    private func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
