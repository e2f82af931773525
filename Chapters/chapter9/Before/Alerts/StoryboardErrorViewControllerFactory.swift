import HeadlessUIKit

/// The app's own alert factory: the Main storyboard's error scene.
struct StoryboardErrorViewControllerFactory: ErrorViewControllerFactory {
    func makeErrorViewController() -> ErrorViewController {
        let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "error")
        guard let alertController = controller as? ErrorViewController else {
            preconditionFailure("The Main storyboard's error scene is a \(type(of: controller)), not an ErrorViewController")
        }
        return alertController
    }
}
