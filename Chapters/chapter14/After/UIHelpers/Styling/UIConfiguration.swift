/// The house style's numbers, given by the app that uses the style rather than read from its configuration.
public struct UIConfiguration: Codable, Equatable {
    /// The corner radius of a button, in points.
    public let buttonRadius: Double
    /// The width of a button's border, in points.
    public let buttonBorder: Double

    public init(buttonRadius: Double, buttonBorder: Double) {
        self.buttonRadius = buttonRadius
        self.buttonBorder = buttonBorder
    }
}
