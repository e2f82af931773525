/// Where a controller is in its appearance cycle.
enum Appearance {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Calls `viewWillAppear` unless the controller is already appearing or visible, then forwards to the visible children.
    func beginAppearance(animated: Bool) {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        loadViewIfNeeded()
        appearance = .appearing
        viewWillAppear(animated)
        childrenReceivingAppearance.forEach { $0.beginAppearance(animated: animated) }
    }

    /// Calls `viewDidAppear` if the controller is appearing, then forwards to the visible children.
    func endAppearance(animated: Bool) {
        guard appearance == .appearing else { return }
        appearance = .appeared
        viewDidAppear(animated)
        childrenReceivingAppearance.forEach { $0.endAppearance(animated: animated) }
    }

    /// Calls `viewWillDisappear` if the controller is visible or appearing, then forwards to the visible children.
    func beginDisappearance(animated: Bool) {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        viewWillDisappear(animated)
        childrenReceivingAppearance.forEach { $0.beginDisappearance(animated: animated) }
    }

    /// Calls `viewDidDisappear` if the controller is disappearing, then forwards to the visible children.
    func endDisappearance(animated: Bool) {
        guard appearance == .disappearing else { return }
        appearance = .disappeared
        viewDidDisappear(animated)
        childrenReceivingAppearance.forEach { $0.endDisappearance(animated: animated) }
    }

    /// Whether the controller's view is in a window that is visible.
    var isInVisibleWindow: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return !window.isHidden
    }

    /// Shows a child's view in place of another's, with the callbacks a containment change gets.
    ///
    /// As in UIKit, the incoming view loads first (`viewDidLoad`), then
    /// `viewWill…` are called at once and `viewDid…` on the next main-queue turn.
    /// A container whose view has not loaded yet adds the child's view when it loads.
    func transitionChildViews(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        let visible = isInVisibleWindow && (appearance == .appeared || appearance == .appearing)
        if let new, isViewLoaded { new.loadViewIfNeeded() }
        if let old, old !== new {
            if visible { old.beginDisappearance(animated: animated) }
            old.viewIfLoaded?.removeFromSuperview()
            if visible { MainQueue.nextTurn { old.endDisappearance(animated: animated) } }
        }
        if let new, let containerView = viewIfLoaded {
            containerView.addSubview(new.view)
            if visible {
                new.beginAppearance(animated: animated)
                MainQueue.nextTurn { new.endAppearance(animated: animated) }
            }
        }
    }
}

extension UIViewController {
    /// Adds the visible children's views to a container's freshly loaded view.
    func installVisibleChildViews() {
        for child in childrenReceivingAppearance where child.view.superview !== view {
            view.addSubview(child.view)
        }
    }
}
