import HeadlessUIKit

/// Renders a window as indented plain text of what a user sees: texts, fields, buttons, and the chrome around them.
///
/// The rendering pins what is on screen, not how the code builds it, so that
/// a refactoring with no visible change renders the same: no class names,
/// frames, colours or addresses; hidden views, empty labels and plain
/// container views leave no line of their own (a container's subviews take
/// its place). Controllers show only what UIKit shows of them: a navigation
/// bar's title and back button, a tab bar's tabs, and how a presented
/// controller covers the screen. For example:
///
///     window (key)
///       label "MyBiz"
///       text field "agent@shield.org" placeholder="Email"
///       button "Sign In"
///     presented (over full screen):
///       label "Login Failed"
///       button "OK"
///
/// A test that means to pin a type names it, and instances of exactly that
/// type then show their type's name: with
/// `WindowRenderer(namingTypes: [ErrorViewController.self])` the presented
/// screen above renders as an `(ErrorViewController)` line holding its views.
public struct WindowRenderer {
    private let namedTypes: Set<ObjectIdentifier>

    /// Creates a renderer that names the given types, and no others.
    ///
    /// - Parameter types: Controller or view types whose instances show their type's name.
    public init(namingTypes types: [Any.Type] = []) {
        namedTypes = Set(types.map { ObjectIdentifier($0) })
    }

    /// The text rendering of a window.
    public func render(_ window: UIWindow) -> String {
        var lines = ["window" + (window.isKeyWindow ? " (key)" : "") + (window.isHidden ? " (hidden)" : "")]
        guard let root = window.rootViewController else {
            return (lines + ["  (no root view controller)"]).joined(separator: "\n")
        }
        lines += render(root, depth: 1)
        var presented = root.presentedViewController
        while let controller = presented {
            lines.append("presented (\(presentation(of: controller))):")
            lines += render(controller, depth: 1)
            presented = controller.presentedViewController
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Controllers

    private func render(_ controller: UIViewController, depth: Int) -> [String] {
        let heading = [chrome(of: controller), typeName(of: controller)].compactMap { $0 }.joined(separator: " ")
        let contentDepth = heading.isEmpty ? depth : depth + 1
        let header = heading.isEmpty ? [] : [indent(depth) + heading]
        guard let view = controller.viewIfLoaded else { return header + [indent(contentDepth) + "(view not loaded)"] }
        let children = Dictionary(controller.children.compactMap { child in child.viewIfLoaded.map { (ObjectIdentifier($0), child) } },
                                  uniquingKeysWith: { first, _ in first })
        return header + view.subviews.flatMap { render($0, depth: contentDepth, children: children) }
    }

    /// What UIKit draws around a container's content: the navigation bar or the tab bar.
    private func chrome(of controller: UIViewController) -> String? {
        switch controller {
        case let navigation as UINavigationController:
            let stack = navigation.viewControllers
            var bar = "navigation bar" + (stack.last?.title.map { " " + quoted($0) } ?? "")
            if stack.count > 1 { bar += " back=" + quoted(stack[stack.count - 2].title ?? "Back") }
            return bar
        case let tabBarController as UITabBarController:
            let tabs = (tabBarController.viewControllers ?? []).enumerated().map { index, tab -> String in
                var text = quoted(tab.tabBarItem.title ?? tab.title ?? "")
                if let badge = tab.tabBarItem.badgeValue { text += " badge=" + quoted(badge) }
                return text + (index == tabBarController.selectedIndex ? " (selected)" : "")
            }
            return "tab bar: " + tabs.joined(separator: ", ")
        default:
            return nil
        }
    }

    /// How a presented controller covers what is under it, as the user sees it.
    private func presentation(of controller: UIViewController) -> String {
        if let alert = controller as? UIAlertController {
            return alert.preferredStyle == .actionSheet ? "action sheet" : "alert"
        }
        switch controller.modalPresentationStyle {
        case .fullScreen: return "full screen"
        case .overFullScreen: return "over full screen"
        // On an iPhone, page and form sheets and popovers all show as the automatic sheet.
        default: return "sheet"
        }
    }

    // MARK: - Views

    private func render(_ view: UIView, depth: Int, children: [ObjectIdentifier: UIViewController]) -> [String] {
        // What the user cannot see leaves no line, whatever it holds.
        if view.isHidden || view.alpha == 0 { return [] }
        if let child = children[ObjectIdentifier(view)] {
            return render(child, depth: depth)
        }
        let description = [describe(view), typeName(of: view)].compactMap { $0 }.joined(separator: " ")
        if description.isEmpty {
            return view.subviews.flatMap { render($0, depth: depth, children: children) }
        }
        return [indent(depth) + description] + view.subviews.flatMap { render($0, depth: depth + 1, children: children) }
    }

    /// The view as the user sees it, or `nil` for a view that shows nothing of its own.
    private func describe(_ view: UIView) -> String? {
        switch view {
        case let button as UIButton:
            return "button " + quoted(button.currentTitle ?? "") + (button.isEnabled ? "" : " (disabled)")
        case let field as UITextField:
            let text = field.isSecureTextEntry ? String(repeating: "•", count: field.text?.count ?? 0) : (field.text ?? "")
            var description = "text field " + quoted(text)
            if let placeholder = field.placeholder { description += " placeholder=" + quoted(placeholder) }
            if field.isSecureTextEntry { description += " (secure)" }
            return description + (field.isEnabled ? "" : " (disabled)")
        case let label as UILabel:
            guard let text = label.text, !text.isEmpty else { return nil }
            return "label " + quoted(text)
        case is UITableView:
            return "table"
        case is UITableViewCell:
            return "row"
        default:
            return nil
        }
    }

    // MARK: - Text

    /// The type's name, only for the types the test asked to name.
    private func typeName(of object: AnyObject) -> String? {
        namedTypes.contains(ObjectIdentifier(type(of: object))) ? "(\(type(of: object)))" : nil
    }

    private func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
