extension UIViewController {
    /// The popover presentation controller of a controller presented as a popover, created on first access; `nil` for any other style, as in UIKit.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover { return popover }
        let created = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popover = created
        return created
    }
}
