import Foundation

extension IndexPath {
    /// Creates the index path of a table row; UIKit adds this to Foundation, and so does HeadlessUIKit.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a table row.
    public var section: Int { self[0] }

    /// The row within its section.
    public var row: Int { self[1] }
}
