import HeadlessUIKit

/// Deletes a document after the user confirms, with a confirmation screen from the factory it was given.
final class DeleteScreen: UIViewController {
    private let makeConfirmation: () -> ConfirmationScreen
    private(set) var deleted = false

    init(makeConfirmation: @escaping () -> ConfirmationScreen = { ConfirmationScreen() }) {
        self.makeConfirmation = makeConfirmation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("DeleteScreen is made in code")
    }

    func deleteTapped() {
        let confirmation = makeConfirmation()
        confirmation.onConfirmed = { [weak self] in self?.deleted = true }
        present(confirmation, animated: true)
    }
}
