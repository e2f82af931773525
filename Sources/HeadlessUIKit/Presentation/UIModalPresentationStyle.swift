/// How a presented controller covers its presenter.
public enum UIModalPresentationStyle: Int {
    /// No adaptation; what a popover's delegate returns to keep the popover.
    case none = -1
    /// The system's choice: a page sheet, as on iOS 13 and later.
    case automatic = -2
    /// Covers the screen; the presenter disappears (gets `viewWillDisappear`/`viewDidDisappear`).
    case fullScreen = 0
    /// A card over the presenter, which stays visible underneath.
    case pageSheet = 1
    /// A smaller card over the presenter, which stays visible underneath.
    case formSheet = 2
    /// Covers the presentation context (see `definesPresentationContext`), which disappears.
    case currentContext = 3
    /// Managed by a custom presentation controller; the presenter stays.
    case custom = 4
    /// Covers the screen while the presenter stays in the hierarchy underneath.
    case overFullScreen = 5
    /// Covers the presentation context (see `definesPresentationContext`), which stays underneath.
    case overCurrentContext = 6
    /// A popover; on a phone, where HeadlessUIKit's screen is, a card over the presenter.
    case popover = 7

    /// Whether the presenter leaves the screen, and so gets disappearance callbacks.
    var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presenter is the nearest ancestor that defines a presentation context.
    var usesCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// How a modal transition looks; HeadlessUIKit records it and animates nothing.
public enum UIModalTransitionStyle: Int {
    /// Slides up from the bottom.
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-dissolves.
    case crossDissolve
    /// Curls up like a page.
    case partialCurl
}
