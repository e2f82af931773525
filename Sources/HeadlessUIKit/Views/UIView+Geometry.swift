import Foundation

extension UIView {
    /// The view's rectangle in its own coordinates: the frame's size, at the origin (nothing here scrolls).
    ///
    /// Setting it resizes the frame around its centre, as in UIKit.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2,
                y: center.y - newValue.height / 2,
                width: newValue.width,
                height: newValue.height
            )
        }
    }

    /// The frame's centre in the superview's coordinates; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}
