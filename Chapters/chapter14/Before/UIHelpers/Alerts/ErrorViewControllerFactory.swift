/// Makes the apps' alert for whoever shows one, so that they need not know where it comes from and a test can hand in its own.
public protocol ErrorViewControllerFactory {
    /// A fresh alert, not yet shown.
    func makeErrorViewController() -> ErrorViewController
}
