import Foundation

/// The part of a view that carries its corner radius, border and shadow.
open class CALayer: NSObject {
    /// The radius of the layer's rounded corners.
    open var cornerRadius: CGFloat = 0
    /// The width of the layer's border.
    open var borderWidth: CGFloat = 0
    /// The colour of the layer's border.
    open var borderColor: CGColor?
    /// Whether sublayers are clipped to the layer's bounds.
    open var masksToBounds = false
    /// The opacity of the layer's shadow.
    open var shadowOpacity: Float = 0
    /// The blur radius of the layer's shadow.
    open var shadowRadius: CGFloat = 3

    /// Creates a layer with no border and square corners.
    public override init() {
        super.init()
    }
}
