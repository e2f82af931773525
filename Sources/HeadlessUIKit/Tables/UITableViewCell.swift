/// One row of a table, with a main and a secondary text.
open class UITableViewCell: UIView {
    /// The cell's look.
    public enum CellStyle: Int {
        /// One text.
        case `default`
        /// A text and a secondary text on the right.
        case value1
        /// A text and a secondary text below it.
        case subtitle
    }

    /// The cell's look.
    public let style: CellStyle
    /// The identifier a table would reuse the cell by.
    public let reuseIdentifier: String?
    /// The main text.
    public let textLabel: UILabel? = UILabel()
    /// The secondary text, for styles that have one.
    public let detailTextLabel: UILabel?

    /// Creates a cell; the designated initializer, as in UIKit.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
        textLabel.map(addSubview)
        detailTextLabel.map(addSubview)
    }

    /// Creates a default-style cell with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a default-style cell from an archive; there is nothing to decode (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        detailTextLabel = nil
        super.init(coder: coder)
        textLabel.map(addSubview)
    }
}
