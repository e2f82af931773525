import Foundation

/// A set of scenes to create view controllers from, found by name among the storyboards the launched app declared.
open class UIStoryboard: CustomStringConvertible {
    private let file: StoryboardFile

    /// Loads a storyboard of the launched app.
    ///
    /// The bundle is accepted for source compatibility: storyboards are looked up
    /// among those passed to ``UIApplication/launch(appDelegate:sceneDelegate:mainStoryboard:storyboards:colorAssets:)``.
    /// An unknown name is a programming error, as in UIKit (see
    /// ``UIKitDiagnostics/exceptionHandler``); if the handler returns, the
    /// storyboard has no scenes.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        if let file = UIApplication.shared.storyboardFiles[name] {
            self.file = file
        } else {
            self.file = StoryboardFile(name: name, initialScene: nil, scenes: [])
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
        guard let scene = file.scenes[identifier] else {
            let known = file.sceneIdentifiers.map { "'\($0)'" }.joined(separator: ", ")
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)' (it has: \(known.isEmpty ? "none" : known))")
            return UIViewController()
        }
        let controller = scene.makeController()
        controller.storyboard = self
        controller.storyboardLayout = scene.layout
        return controller
    }

    public var description: String { "<UIStoryboard: '\(name)'>" }
}
