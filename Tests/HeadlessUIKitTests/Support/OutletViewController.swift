import HeadlessUIKit

/// A storyboard scene's controller with outlets, which the scene's layout connects, and a record of them in `viewDidLoad`.
final class OutletViewController: UIViewController {
    var greetingLabel: UILabel!
    var continueButton: UIButton!

    /// The greeting label's text when `viewDidLoad` ran, or `nil` if the outlet was not connected yet.
    private(set) var greetingInViewDidLoad: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        greetingInViewDidLoad = greetingLabel?.text
    }

    /// The scene that builds this controller's views and connects its outlets, as a storyboard would.
    static func scene(identifier: String = "greeting") -> StoryboardScene {
        StoryboardScene(identifier: identifier, make: OutletViewController()) { controller, view in
            let label = UILabel()
            label.text = "Hello"
            view.addSubview(label)
            controller.greetingLabel = label
            let button = UIButton(type: .system)
            button.setTitle("Continue", for: .normal)
            view.addSubview(button)
            controller.continueButton = button
        }
    }
}
