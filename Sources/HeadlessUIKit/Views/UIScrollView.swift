import Foundation

/// A view whose content can scroll, kept for its place in UIKit's class hierarchy: `UITableView` is one, so code that treats a table as a scroll view compiles here as in Xcode.
///
/// Nothing scrolls here (no pixels, no touches); there is no content offset,
/// content size or scroll view delegate until code in the workbook needs one.
open class UIScrollView: UIView {}
