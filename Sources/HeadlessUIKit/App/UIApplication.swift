import Foundation

/// The running app: its delegate, its scenes and their windows.
///
/// There is one current app, ``shared``. Each
/// ``launch(appDelegate:sceneDelegate:mainStoryboard:storyboards:colorAssets:)``
/// replaces it wholesale, which is how every test starts from a fresh app.
open class UIApplication: UIResponder {
    /// The app's lifecycle state.
    public enum State: Int {
        /// In the foreground and receiving events.
        case active
        /// In the foreground but not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Posted for the previous app when a new launch replaces it.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The current app.
    public static var shared: UIApplication { current }

    static var current = UIApplication()

    /// How many launches this process has made; deferred work of an earlier launch checks it and stands down.
    static var launchCount = 0

    /// The app's delegate; the app keeps it alive, as `UIApplicationMain` does.
    open var delegate: UIApplicationDelegate?

    /// The scenes connected to the app.
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The app's lifecycle state.
    public internal(set) var applicationState: State = .inactive

    /// The storyboards the app declared, by name: what UIKit would find in the main bundle.
    var storyboardFiles: [String: StoryboardFile] = [:]

    /// The colours the app declared, by name: what UIKit would find in the asset catalogue.
    var colorAssets: [String: UIColor] = [:]

    /// Creates an app; use ``launch(appDelegate:sceneDelegate:mainStoryboard:storyboards:colorAssets:)`` instead.
    public override init() {
        super.init()
    }

    /// Every window of every connected window scene.
    public var windows: [UIWindow] {
        connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .sorted { $0.connectionOrder < $1.connectionOrder }
            .flatMap(\.windows)
    }

    /// The window that receives keyboard and other non-touch events: the one last made key.
    ///
    /// Deprecated in UIKit since iOS 13 in favour of asking a window scene; kept
    /// because legacy code like MyBiz's reaches for it.
    public var keyWindow: UIWindow? {
        windows.first(where: \.isKeyWindow)
    }
}
