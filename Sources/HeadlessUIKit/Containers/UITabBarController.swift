/// A container that shows one of several controllers, chosen by a tab.
///
/// Changing the selection swaps the visible child at once; it gets
/// `viewWillAppear` at once and `viewDidAppear` on the next main-queue turn.
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selection = 0

    /// The controllers of the tabs, in order; setting them selects the first.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the controllers of the tabs and selects the first.
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let oldSelection = selectedViewController
        tabs?.forEach { controller in
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        tabs = controllers
        controllers?.forEach { addChild($0) }
        selection = 0
        transitionChildViews(from: oldSelection, to: selectedViewController, animated: animated)
        controllers?.forEach { $0.didMove(toParent: self) }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard let tabs, tabs.indices.contains(newValue), newValue != selection else { return }
            let old = selectedViewController
            selection = newValue
            transitionChildViews(from: old, to: selectedViewController, animated: false)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabs.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Loads the container's view with the visible child's view in it.
    open override func loadView() {
        super.loadView()
        installVisibleChildViews()
    }

    override var childrenReceivingAppearance: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }
}
