import HeadlessUIKit

extension Screen {
    /// What the user sees on top, in reading order, one entry a view: labels, buttons and fields alike.
    ///
    /// ``visibleTexts`` lists labels only, so an alert that gained or lost a
    /// button reads the same there. This lists what a user can read *and*
    /// touch on the controller on top (an alert's actions included):
    /// - a label as its text: `"Login Failed"`
    /// - a button as its title in brackets: `"[OK]"`, and `"[OK] (disabled)"`
    ///   when it does not respond to taps
    /// - a text field as its placeholder (or identifier) and text in braces:
    ///   `"{Email: agent@shield.org}"`, a secure one's text as bullets,
    ///   `"(disabled)"` after it as for buttons
    ///
    /// For example, the failed-login alert:
    /// `["Login Failed", "Unauthorized", "[OK]", "[Try Again]"]`.
    public var visibleContent: [String] {
        guard let root = interactiveRoot else { return [] }
        return root.visibleDescendants().compactMap(Self.content(of:))
    }

    /// What covers the screen, as a sentence a timed-out wait can print, or `nil` when nothing is presented.
    ///
    /// Lookups and waits see only the controller on top, so a wait for the
    /// tab screen under an alert times out although the tabs are there: this
    /// says so. For example: `an alert covers the screen ("Login Failed",
    /// "Unauthorized", [OK], [Try Again]), over the tab screen (Announcements,
    /// Settings)`.
    public var coverDescription: String? {
        guard let top = presentedChain.last else { return nil }
        let kind: String
        if let alert = top as? UIAlertController {
            kind = alert.preferredStyle == .actionSheet ? "an action sheet" : "an alert"
        } else {
            kind = "a presented screen"
        }
        let shown = visibleContent.map { $0.hasPrefix("[") || $0.hasPrefix("{") ? $0 : "\"\($0)\"" }
        var sentence = "\(kind) covers the screen (\(shown.isEmpty ? "nothing readable" : shown.joined(separator: ", ")))"
        // What the user would see if the top went away: the one below it, or the root.
        if let tabs = (presentedChain.dropLast().last ?? window.rootViewController) as? UITabBarController {
            let titles = (tabs.viewControllers ?? []).map { $0.tabBarItem.title ?? $0.title ?? "" }
            sentence += ", over the tab screen (\(titles.joined(separator: ", ")))"
        }
        return sentence
    }

    /// One view as ``visibleContent`` lists it, or `nil` for a view that shows nothing of its own.
    private static func content(of view: UIView) -> String? {
        let disabled = " (disabled)"
        switch view {
        case let button as UIButton:
            return "[\(button.currentTitle ?? "")]" + (button.isEnabled ? "" : disabled)
        case let field as UITextField:
            let text = field.isSecureTextEntry ? String(repeating: "•", count: field.text?.count ?? 0) : (field.text ?? "")
            let name = field.placeholder ?? field.accessibilityIdentifier ?? ""
            return "{\(name): \(text)}" + (field.isEnabled ? "" : disabled)
        case let label as UILabel:
            guard let text = label.text, !text.isEmpty else { return nil }
            return text
        default:
            return nil
        }
    }
}
