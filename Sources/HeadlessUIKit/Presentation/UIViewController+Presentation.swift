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

    func performPresentation(of controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let presenter = controller.presenter ?? controller.pendingPresenter {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Application tried to present modally a view controller \(debugName(controller)) that is already being presented by \(debugName(presenter)).")
            return
        }
        if let parent = controller.parent {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Application tried to present modally a view controller \(debugName(controller)) that has a parent view controller \(debugName(parent)).")
            return
        }
        let presenter = containmentRoot
        let attempt = "Attempt to present \(debugName(controller)) on \(debugName(presenter)) (from \(debugName(self)))"
        guard let window = presenter.viewIfLoaded?.window, window.isKeyWindow else {
            UIKitDiagnostics.warn("\(attempt) whose view is not in the window hierarchy.")
            return
        }
        if presenter.transitionInFlight {
            UIKitDiagnostics.warn("\(attempt) while a presentation is in progress.")
            return
        }
        if let current = presenter.presentee {
            UIKitDiagnostics.warn("\(attempt) which is already presenting \(debugName(current)).")
            return
        }
        presenter.transitionInFlight = true
        controller.pendingPresenter = presenter
        MainQueue.nextTurn {
            presenter.transitionInFlight = false
            controller.pendingPresenter = nil
            guard presenter.viewIfLoaded?.window === window, window.isKeyWindow else {
                UIKitDiagnostics.warn("\(attempt) whose view is not in the window hierarchy.")
                return
            }
            presenter.presentee = controller
            controller.presenter = presenter
            window.addSubview(controller.view)
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
            if root.transitionInFlight {
                UIKitDiagnostics.warn("Attempt to dismiss from view controller \(debugName(root)) while a presentation or dismiss is in progress!")
            } else {
                MainQueue.nextTurn { completion?() }
            }
            return
        }
        if presenter.transitionInFlight {
            UIKitDiagnostics.warn("Attempt to dismiss from view controller \(debugName(presenter)) while a presentation or dismiss is in progress!")
            return
        }
        presenter.transitionInFlight = true
        MainQueue.nextTurn {
            presenter.transitionInFlight = false
            let stack = presenter.presentationChain
            let revealsPresenter = stack.first?.modalPresentationStyle.hidesPresenter ?? false
            stack.reversed().forEach { $0.beginDisappearance(animated: animated) }
            if revealsPresenter { presenter.beginAppearance(animated: animated) }
            presenter.detachPresentationChain()
            stack.reversed().forEach { $0.endDisappearance(animated: animated) }
            if revealsPresenter { presenter.endAppearance(animated: animated) }
            completion?()
        }
    }

    /// Removes everything presented above this controller: views out of the window, links cleared.
    func detachPresentationChain() {
        for controller in presentationChain.reversed() {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.presenter?.presentee = nil
            controller.presenter = nil
            controller.transitionInFlight = false
        }
        transitionInFlight = false
    }
}
