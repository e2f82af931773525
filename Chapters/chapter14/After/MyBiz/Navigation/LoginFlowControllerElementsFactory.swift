import HeadlessUIKit

/// Builds the screens the login flow shows, each with its dependencies wired, so that the flow only decides which one and when.
protocol LoginFlowControllerElementsFactory {
    /// A fresh login screen, ready to sign in.
    func createLoginViewController() -> UIViewController

    /// A fresh tab screen, as a user sees it after logging in.
    func createTabController() -> UIViewController
}
