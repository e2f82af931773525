/// The object that manages a scene's lifecycle.
public protocol UISceneDelegate: NSObjectProtocol {
    /// Tells the delegate that the scene is being added to the app; a window made from the storyboard is already in place.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Tells the delegate that the scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Tells the delegate that the scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Tells the delegate that the scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// Tells the delegate that the scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that owns the window of a window scene.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; the launcher sets it when the scene has a storyboard.
    var window: UIWindow? { get set }
}
