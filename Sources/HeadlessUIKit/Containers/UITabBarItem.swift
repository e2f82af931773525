import Foundation

/// The title and image that represent a controller in a tab bar.
open class UITabBarItem: NSObject {
    /// The tab's title.
    open var title: String?
    /// The tab's image.
    open var image: UIImage?
    /// A number to find the tab by.
    open var tag: Int
    /// A short text shown on the tab's badge.
    open var badgeValue: String?

    /// Creates a tab bar item.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }
}
