import HeadlessUIKit

/// What a user sees in a window: the topmost controller and the views they can read and touch.
///
/// Lookups search the controller on top — the last one presented, or else the
/// root — because a user cannot reach what a modal screen covers. A lookup
/// that finds nothing throws a ``ScreenError`` whose message shows what *is* on
/// screen, so a failing test explains itself.
public struct Screen {
    /// The window the screen shows.
    public let window: UIWindow

    /// The screen of a window.
    public init(_ window: UIWindow) {
        self.window = window
    }

    /// The screen of the current app's key window; throws when no window is key.
    public static func current() throws -> Screen {
        guard let window = UIApplication.shared.keyWindow else {
            throw ScreenError("No key window: has the app launched?")
        }
        return Screen(window)
    }

    /// The presented controllers on screen over the root, back to front.
    ///
    /// That is what the root presents, in the order presented, and also what
    /// an earlier root left on screen: UIKit does not dismiss what a root was
    /// presenting when the window's root is replaced, and its view stays above
    /// the new root. A user sees them all, so lookups see them too.
    public var presentedChain: [UIViewController] {
        window.subviews.compactMap { view in
            guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view,
                  controller !== window.rootViewController, controller.presentingViewController != nil else { return nil }
            return controller
        }
    }

    /// The controller the user is looking at: the last presented, else the root, looking inside navigation and tab containers.
    public var topViewController: UIViewController? {
        var top = presentedChain.last ?? window.rootViewController
        while true {
            if let navigation = top as? UINavigationController, let child = navigation.topViewController {
                top = child
            } else if let tabs = top as? UITabBarController, let child = tabs.selectedViewController {
                top = child
            } else {
                return top
            }
        }
    }

    /// The view the user can interact with: the last presented controller's, else the root's.
    var interactiveRoot: UIView? {
        (presentedChain.last ?? window.rootViewController)?.viewIfLoaded
    }

    /// The plain-text rendering of the window; see ``WindowRenderer``.
    public var rendering: String {
        WindowRenderer().render(window)
    }

    /// Every visible view of a type in the interactive part of the screen, front to back in reading order.
    public func visibleViews<View: UIView>(of type: View.Type) -> [View] {
        guard let root = interactiveRoot else { return [] }
        return root.visibleDescendants().compactMap { $0 as? View }
    }

    /// The texts of the visible labels, in reading order.
    public var visibleTexts: [String] {
        visibleViews(of: UILabel.self).compactMap(\.text)
    }

    /// The visible button with a title.
    public func button(_ title: String) throws -> UIButton {
        try find("button titled \"\(title)\"", in: visibleViews(of: UIButton.self)) { $0.currentTitle == title }
    }

    /// The visible text field with a placeholder or an accessibility identifier.
    public func textField(_ placeholderOrIdentifier: String) throws -> UITextField {
        try find("text field with placeholder or identifier \"\(placeholderOrIdentifier)\"", in: visibleViews(of: UITextField.self)) {
            $0.placeholder == placeholderOrIdentifier || $0.accessibilityIdentifier == placeholderOrIdentifier
        }
    }

    /// The visible label with a text.
    public func label(_ text: String) throws -> UILabel {
        try find("label \"\(text)\"", in: visibleViews(of: UILabel.self)) { $0.text == text }
    }

    /// Whether a visible label, button or field shows a text.
    public func shows(_ text: String) -> Bool {
        visibleViews(of: UILabel.self).contains { $0.text == text }
            || visibleViews(of: UIButton.self).contains { $0.currentTitle == text }
            || visibleViews(of: UITextField.self).contains { $0.text == text }
    }

    private func find<View: UIView>(_ what: String, in views: [View], where matches: (View) -> Bool) throws -> View {
        guard let view = views.first(where: matches) else {
            throw ScreenError("No \(what) on screen. On screen:\n\(rendering)")
        }
        return view
    }
}

extension UIView {
    /// The view's descendants that are not hidden, depth first, this view excluded.
    func visibleDescendants() -> [UIView] {
        subviews.filter { !$0.isHidden && $0.alpha > 0 }.flatMap { [$0] + $0.visibleDescendants() }
    }

    /// All the view's descendants, hidden or not, depth first, this view excluded.
    func allDescendants() -> [UIView] {
        subviews.flatMap { [$0] + $0.allDescendants() }
    }
}
