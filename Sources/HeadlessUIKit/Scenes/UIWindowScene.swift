/// A scene that shows the app's content in windows.
open class UIWindowScene: UIScene {
    /// The windows of the scene, in the order they were created.
    public internal(set) var windows: [UIWindow] = []

    /// Orders scenes, since a `Set` has no order of its own.
    let connectionOrder: Int
    private static var scenesMade = 0

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        UIWindowScene.scenesMade += 1
        connectionOrder = UIWindowScene.scenesMade
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The screen the scene is on: HeadlessUIKit has one.
    public var screen: UIScreen { .main }

    /// The window that was last made key in this scene.
    public var keyWindow: UIWindow? {
        windows.first(where: \.isKeyWindow)
    }
}
