import HeadlessUIKit

/// A screen that warns with an alert it shows through the presenter it was given.
final class WarningScreen: UIViewController {
    private let presenter: ControllerPresenter

    init(presenter: ControllerPresenter = UIKitControllerPresenter()) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("WarningScreen is made in code")
    }

    func warn(_ message: String) {
        let alert = UIAlertController(title: "Warning", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.modalPresentationStyle = .overCurrentContext
        presenter.present(alert, from: self, animated: true, completion: nil)
    }
}
