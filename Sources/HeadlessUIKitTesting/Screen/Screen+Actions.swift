import HeadlessUIKit

extension Screen {
    /// Taps the visible button with a title, as a user would.
    ///
    /// When the window has such a button but a user cannot reach it (hidden,
    /// or covered by a presented screen), the error says so rather than only
    /// "not found".
    public func tap(_ title: String) throws {
        let target: UIButton
        do {
            target = try button(title)
        } catch {
            throw unreachable(UIButton.self, "Cannot tap", where: { $0.currentTitle == title }) ?? error
        }
        try tap(target)
    }

    /// Taps a control as a user would; refuses one that a user could not tap, and says why.
    ///
    /// A user cannot tap a control that is hidden (or inside a hidden view),
    /// disabled, not interactive, off screen (not in this window), or covered by
    /// a presented screen. A button tap sends `.touchUpInside` and then
    /// `.primaryActionTriggered`, as UIKit does.
    public func tap(_ control: UIControl) throws {
        if let reason = reasonUserCannotTouch(control) {
            throw ScreenError("Cannot tap \(describe(control)): \(reason). On screen:\n\(rendering)")
        }
        control.sendActions(for: .touchUpInside)
        if control is UIButton {
            control.sendActions(for: .primaryActionTriggered)
        }
    }

    /// Replaces the text of a field as a user typing would, sending `.editingChanged`.
    public func type(_ text: String, into placeholderOrIdentifier: String) throws {
        let field: UITextField
        do {
            field = try textField(placeholderOrIdentifier)
        } catch {
            throw unreachable(UITextField.self, "Cannot type into", where: { $0.placeholder == placeholderOrIdentifier || $0.accessibilityIdentifier == placeholderOrIdentifier }) ?? error
        }
        if let reason = reasonUserCannotTouch(field) {
            throw ScreenError("Cannot type into \(describe(field)): \(reason). On screen:\n\(rendering)")
        }
        field.becomeFirstResponder()
        field.text = text
        field.sendActions(for: .editingChanged)
    }

    /// Selects the tab with a title in the tab bar controller on screen.
    public func selectTab(_ title: String) throws {
        guard let tabs = visibleTabBarController, let controllers = tabs.viewControllers else {
            throw ScreenError("No tab bar on screen. On screen:\n\(rendering)")
        }
        guard let index = controllers.firstIndex(where: { ($0.tabBarItem.title ?? $0.title) == title }) else {
            let titles = controllers.map { "\"\($0.tabBarItem.title ?? $0.title ?? "")\"" }.joined(separator: ", ")
            throw ScreenError("No tab titled \"\(title)\"; the tabs are \(titles)")
        }
        tabs.selectedIndex = index
    }

    /// Taps the visible table row whose text is a title, as a user would.
    ///
    /// As UIKit does for a tap, the delegate is asked `willSelectRowAt` (which
    /// may redirect or refuse the selection), the row is selected, and the
    /// delegate is told `didSelectRowAt`. (`selectRow(at:animated:scrollPosition:)`
    /// alone tells the delegate nothing, as in UIKit.)
    public func tapRow(_ text: String) throws {
        for table in visibleViews(of: UITableView.self) {
            for cell in table.subviews.compactMap({ $0 as? UITableViewCell }) where cell.textLabel?.text == text {
                guard let tapped = table.indexPath(for: cell) else { continue }
                let selected = table.delegate.map { $0.tableView(table, willSelectRowAt: tapped) } ?? tapped
                guard let selected else { return }
                table.selectRow(at: selected, animated: false, scrollPosition: .none)
                table.delegate?.tableView(table, didSelectRowAt: selected)
                return
            }
        }
        throw ScreenError("No row \"\(text)\" on screen. On screen:\n\(rendering)")
    }

    /// Why a user cannot reach a control that is in the window but not among the visible ones, or `nil` when the window has none.
    private func unreachable<Control: UIControl>(_ type: Control.Type, _ refusal: String, where matches: (Control) -> Bool) -> ScreenError? {
        let candidates = window.subviews.flatMap { [$0] + $0.allDescendants() }.compactMap { $0 as? Control }
        guard let control = candidates.first(where: matches), let reason = reasonUserCannotTouch(control) else { return nil }
        return ScreenError("\(refusal) \(describe(control)): \(reason). On screen:\n\(rendering)")
    }

    private func reasonUserCannotTouch(_ control: UIControl) -> String? {
        if control.window !== window { return "it is not on screen" }
        if control.isHiddenInHierarchy { return "it is hidden" }
        if !control.isEnabled { return "it is disabled" }
        var view: UIView? = control
        while let current = view {
            if !current.isUserInteractionEnabled { return "it does not take touches" }
            view = current.superview
        }
        if let root = interactiveRoot, !control.isDescendant(of: root) { return "a presented screen covers it" }
        return nil
    }

    private func describe(_ control: UIControl) -> String {
        if let button = control as? UIButton { return "button \"\(button.currentTitle ?? "")\"" }
        if let field = control as? UITextField { return "text field \"\(field.placeholder ?? field.accessibilityIdentifier ?? "")\"" }
        return "\(Swift.type(of: control))"
    }
}
