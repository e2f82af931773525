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
    let title: String?
    let isOfSceneClass: (UIViewController) -> Bool
    let controllerTypeName: String

    /// Declares a scene: how to create its controller, its title, and how to build and wire its views.
    ///
    /// The title is set when the controller is created, before its view loads,
    /// as Interface Builder's title attribute is; tab bars and navigation bars
    /// show it without loading the view.
    public init<Controller: UIViewController>(
        identifier: String,
        title: String? = nil,
        make: @escaping @autoclosure () -> Controller,
        layout: @escaping (_ controller: Controller, _ view: UIView) -> Void
    ) {
        self.identifier = identifier
        self.title = title
        self.makeController = make
        self.isOfSceneClass = { $0 is Controller }
        self.controllerTypeName = "\(Controller.self)"
        self.layout = { controller, view in
            // The storyboard created this controller with `make`, so the cast holds.
            guard let controller = controller as? Controller else { return }
            layout(controller, view)
        }
    }
}
