import HeadlessUIKit

/// Shows one screen over another for the screen that asks, so that the screen says what to show and a test can see it without waiting for a transition.
public protocol ControllerPresenter {
    /// Presents a controller modally over a screen, in the controller's own presentation style.
    func present(default controller: UIViewController, from presenter: UIViewController)
}
