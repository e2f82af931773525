import HeadlessUIKit

/// UIHelpers' own alert factory: the Alert storyboard's error scene.
public struct StoryboardErrorViewControllerFactory: ErrorViewControllerFactory {
    public init() {}

    public func makeErrorViewController() -> ErrorViewController {
        let controller = UIStoryboard(name: "Alert", bundle: Bundle(for: ErrorViewController.self)).instantiateViewController(withIdentifier: "error")
        guard let alertController = controller as? ErrorViewController else {
            preconditionFailure("The Alert storyboard's error scene is a \(type(of: controller)), not an ErrorViewController")
        }
        return alertController
    }
}
