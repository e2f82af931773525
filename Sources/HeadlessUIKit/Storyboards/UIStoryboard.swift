import Foundation

/// A set of scenes to create view controllers from, found by name among the storyboards the launched app declared.
open class UIStoryboard: NSObject {
    private let file: StoryboardFile

    /// Loads a storyboard of the launched app.
    ///
    /// The bundle is accepted for source compatibility: storyboards are looked up
    /// among those passed to ``UIApplication/launch(appDelegate:sceneDelegate:mainStoryboard:storyboards:colorAssets:)``.
    /// An unknown name is a programming error, as in UIKit (see
    /// ``UIKitDiagnostics/exceptionHandler``); if the handler returns, the
    /// storyboard has no scenes.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let declared = UIApplication.shared.storyboardFiles[name]
        file = declared ?? StoryboardFile(name: name, initialScene: nil, scenes: [])
        super.init()
        if declared == nil {
            let known = UIApplication.shared.storyboardFiles.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Could not find a storyboard named '\(name)' in the launched app (it declares: \(known.isEmpty ? "none" : known))")
        }
    }

    /// The storyboard's name.
    public var name: String { file.name }

    /// Creates the storyboard's initial controller, or `nil` when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        file.initialSceneIdentifier.map { instantiateViewController(withIdentifier: $0) }
    }

    /// Creates the controller of a scene; its view loads later, when first needed.
    ///
    /// An unknown identifier is a programming error, as in UIKit; if the
    /// exception handler returns, a plain `UIViewController` stands in.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let scene = scene(withIdentifier: identifier) else { return UIViewController() }
        let controller = scene.makeController()
        prepare(controller, from: scene)
        return controller
    }

    /// Creates the controller of a scene with a creator that calls one of its `init?(coder:)` initializers, as in UIKit (iOS 13).
    ///
    /// This is how a storyboard controller gets dependencies through its
    /// initializer: the creator receives a coder for the scene and returns,
    /// say, `LoginViewController(coder: coder, api: api)`, whose initializer
    /// calls `super.init(coder: coder)`. Without a creator, or when it returns
    /// `nil`, the scene creates the controller as
    /// ``instantiateViewController(withIdentifier:)`` does. As in UIKit, an
    /// unknown identifier, a created controller that is not of the scene's
    /// class, or a scene whose controller is not a `ViewController` is a
    /// programming error; if the exception handler returns, the scene's own
    /// controller stands in (or the process stops, when even that is not a
    /// `ViewController`).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String,
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let scene = scene(withIdentifier: identifier) else {
            guard let standIn = UIViewController() as? ViewController else { preconditionFailure("No scene '\(identifier)' and no stand-in of type \(ViewController.self)") }
            return standIn
        }
        if let created = creator?(StoryboardSceneCoder(identifier: identifier)) {
            if scene.isOfSceneClass(created) {
                prepare(created, from: scene)
                return created
            }
            UIKitDiagnostics.raise("NSInternalInconsistencyException", "Custom instantiated \(debugName(created)) must be kind of class \(scene.controllerTypeName)")
        }
        let controller = scene.makeController()
        prepare(controller, from: scene)
        guard let typed = controller as? ViewController else {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Storyboard (\(self)) scene '\(identifier)' makes a \(scene.controllerTypeName), not a \(ViewController.self)")
            preconditionFailure("The scene's controller is not a \(ViewController.self)")
        }
        return typed
    }

    private func scene(withIdentifier identifier: String) -> StoryboardScene? {
        guard let scene = file.scenes[identifier] else {
            let known = file.sceneIdentifiers.map { "'\($0)'" }.joined(separator: ", ")
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)' (it has: \(known.isEmpty ? "none" : known))")
            return nil
        }
        return scene
    }

    private func prepare(_ controller: UIViewController, from scene: StoryboardScene) {
        if let title = scene.title { controller.title = title }
        controller.storyboard = self
        controller.storyboardLayout = scene.layout
    }

    open override var description: String { "<UIStoryboard: '\(name)'>" }
}
