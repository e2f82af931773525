/// How a presented controller covers its presenter.
public enum UIModalPresentationStyle: Int {
    /// The system's choice: a page sheet, as on iOS 13 and later.
    case automatic = -2
    /// Covers the screen; the presenter disappears (gets `viewWillDisappear`/`viewDidDisappear`).
    case fullScreen = 0
    /// A card over the presenter, which stays visible underneath.
    case pageSheet
    /// A smaller card over the presenter, which stays visible underneath.
    case formSheet
    /// Covers the screen while the presenter stays in the hierarchy underneath.
    case overFullScreen = 5
    /// A popover; treated as a card.
    case popover = 7

    /// Whether the presenter leaves the screen, and so gets disappearance callbacks.
    var hidesPresenter: Bool { self == .fullScreen }
}

/// How a modal transition looks; HeadlessUIKit records it and animates nothing.
public enum UIModalTransitionStyle: Int {
    /// Slides up from the bottom.
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-dissolves.
    case crossDissolve
}
