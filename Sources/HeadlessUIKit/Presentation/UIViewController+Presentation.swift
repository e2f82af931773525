extension UIViewController {
    /// The controller this one, or its nearest ancestor, presents.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presentee = candidate.presentee { return presentee }
            current = candidate.parent
        }
        return nil
    }

    /// The controller that presented this one, or the nearest presented ancestor.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presenter = candidate.presenter { return presenter }
            current = candidate.parent
        }
        return nil
    }

    /// Whether the controller is being presented: from `present` until its presentation's completion.
    public var isBeingPresented: Bool { transition == .presenting }

    /// Whether the controller is being dismissed: from `dismiss` until its dismissal's completion.
    public var isBeingDismissed: Bool { transition == .dismissing }

    /// The controllers presented above this one, nearest first.
    var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        var next = presentee
        while let controller = next {
            chain.append(controller)
            next = controller.presentee
        }
        return chain
    }

    /// The controller that presents for this one in a style: the nearest ancestor defining a presentation context for the current-context styles, else the outermost container.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style.usesCurrentContext {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.definesPresentationContext { return candidate }
                current = candidate.parent
            }
        }
        return containmentRoot
    }

    func performPresentation(of controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let presenter = controller.presenter {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Application tried to present modally a view controller \(debugName(controller)) that is already being presented by \(debugName(presenter)).")
            return
        }
        if let parent = controller.parent {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Application tried to present modally a view controller \(debugName(controller)) that has a parent view controller \(debugName(parent)).")
            return
        }
        if controller === self || controller.viewIfLoaded?.window != nil {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Application tried to present modally an active controller \(debugName(controller)).")
            return
        }
        let presenter = presentationContext(for: controller.modalPresentationStyle)
        let attempt = "Attempt to present \(debugName(controller)) on \(debugName(presenter)) (from \(debugName(self)))"
        guard let container = presenter.viewIfLoaded, let window = container.window, window.isKeyWindow else {
            UIKitDiagnostics.warn("\(attempt) whose view is not in the window hierarchy.")
            return
        }
        if presenter.transition != nil {
            UIKitDiagnostics.warn("\(attempt) while a presentation is in progress.")
            return
        }
        if let current = presenter.presentee {
            UIKitDiagnostics.warn("\(attempt) which is already presenting \(debugName(current)).")
            return
        }
        // UIKit links the two before `present` returns; the transition itself lands later.
        presenter.presentee = controller
        controller.presenter = presenter
        presenter.transition = .presenting
        controller.transition = .presenting
        // A presentation over the whole window joins the window; one in a current context covers only its context's view.
        let host: UIView = presenter.parent == nil ? window : container
        MainQueue.nextTurn {
            presenter.transition = nil
            controller.transition = nil
            // Only a launch tears a presentation down before it lands, and a launch drops this work.
            host.addSubview(controller.view)
            let hidesPresenter = controller.modalPresentationStyle.hidesPresenter
            if hidesPresenter { presenter.beginDisappearance(animated: animated) }
            controller.beginAppearance(animated: animated)
            controller.endAppearance(animated: animated)
            if hidesPresenter { presenter.endDisappearance(animated: animated) }
            completion?()
        }
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let root = containmentRoot
        guard let presenter = root.presentee != nil ? root : root.presenter else {
            // UIKit documents nothing for this case; see Docs/DifferencesFromUIKit.md.
            MainQueue.nextTurn { completion?() }
            return
        }
        if presenter.transition != nil {
            UIKitDiagnostics.warn("Attempt to dismiss from view controller \(debugName(presenter)) while a presentation or dismiss is in progress!")
            return
        }
        let stack = presenter.presentationChain
        presenter.transition = .dismissing
        stack.forEach { $0.transition = .dismissing }
        MainQueue.nextTurn {
            presenter.transition = nil
            stack.forEach { $0.transition = nil }
            let revealsPresenter = stack.first?.modalPresentationStyle.hidesPresenter ?? false
            stack.reversed().forEach { $0.beginDisappearance(animated: animated) }
            if revealsPresenter { presenter.beginAppearance(animated: animated) }
            presenter.detachPresentationChain()
            stack.reversed().forEach { $0.endDisappearance(animated: animated) }
            if revealsPresenter { presenter.endAppearance(animated: animated) }
            completion?()
        }
    }

    /// Removes everything presented above this controller: views out of their window, links cleared.
    func detachPresentationChain() {
        for controller in presentationChain.reversed() {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.presenter?.presentee = nil
            controller.presenter = nil
            controller.transition = nil
        }
        transition = nil
    }
}

/// A modal transition that has started and not yet landed.
enum ModalTransition {
    case presenting, dismissing
}
