import HeadlessUIKit

/// UIKit's window already is one: the app's flow shows its screens in it, unchanged.
extension UIWindow: Window {}
