import HeadlessUIKit

/// A stage whose error screen is configured with an alert type (`ErrorViewController.AlertType`, chapters 1–3).
///
/// Chapter 4 replaces the alert type with a secondary action, so only the
/// stages before it conform, and only they run the suite that needs this.
public protocol AlertTypeStage: MyBizStage {
    /// The error screen as the Main storyboard builds it, set up for one kind of alert; its view is not loaded yet.
    static func makeErrorScreen(for alert: AlertKind, title: String, subtitle: String) -> UIViewController
}

/// The two kinds of alert the legacy error screen knows.
public enum AlertKind {
    /// A failed login: the screen offers "Try Again".
    case login
    /// Anything else: the screen offers only "OK".
    case general
}
