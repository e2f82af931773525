/// A storyboard declared in Swift: its name, its initial scene and how each scene is built.
///
/// This stands in for a `.storyboard` file, which needs Interface Builder. An
/// app declares its storyboards and passes them to
/// ``UIApplication/launch(appDelegate:sceneDelegate:mainStoryboard:storyboards:colorAssets:)``;
/// code then loads them exactly as in UIKit, with
/// `UIStoryboard(name:bundle:)`.
public struct StoryboardFile {
    /// The storyboard's name, as `UIStoryboard(name:bundle:)` asks for it.
    public let name: String
    /// The identifier of the scene that `instantiateInitialViewController()` builds.
    public let initialSceneIdentifier: String?
    let scenes: [String: StoryboardScene]

    /// Declares a storyboard from its scenes.
    public init(name: String, initialScene initialSceneIdentifier: String?, scenes: [StoryboardScene]) {
        self.name = name
        self.initialSceneIdentifier = initialSceneIdentifier
        self.scenes = Dictionary(scenes.map { ($0.identifier, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The identifiers of the storyboard's scenes, sorted.
    public var sceneIdentifiers: [String] { scenes.keys.sorted() }
}
