/// One scene of a storyboard: the controller it creates and the views it builds when that controller's view loads.
///
/// The layout runs inside the controller's `loadView()`, before `viewDidLoad()`,
/// and is where outlets are connected — so, as with a real storyboard, a
/// controller's outlets are `nil` until its view loads.
public struct StoryboardScene {
    /// The scene's storyboard identifier.
    public let identifier: String
    let makeController: () -> UIViewController
    let layout: (UIViewController, UIView) -> Void

    /// Declares a scene: how to create its controller, and how to build and wire its views.
    public init<Controller: UIViewController>(
        identifier: String,
        make: @escaping @autoclosure () -> Controller,
        layout: @escaping (_ controller: Controller, _ view: UIView) -> Void
    ) {
        self.identifier = identifier
        self.makeController = make
        self.layout = { controller, view in
            // The storyboard created this controller with `make`, so the cast holds.
            guard let controller = controller as? Controller else { return }
            layout(controller, view)
        }
    }
}
