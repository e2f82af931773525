import Foundation

/// One instance of the app's user interface, with a delegate that manages it.
open class UIScene: UIResponder {
    /// The options a scene was connected with; HeadlessUIKit has none to offer.
    open class ConnectionOptions: NSObject {
        /// Creates empty connection options.
        public override init() {
            super.init()
        }
    }

    /// The scene's lifecycle state.
    public enum ActivationState: Int {
        /// Created but not yet connected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive
        /// On screen and not receiving events.
        case foregroundInactive
        /// Off screen.
        case background
    }

    /// The session the scene belongs to.
    public let session: UISceneSession

    /// The scene's delegate; the scene keeps it alive, as in UIKit.
    open var delegate: UISceneDelegate?

    /// The scene's lifecycle state.
    public internal(set) var activationState: ActivationState = .unattached

    /// Creates a scene for a session.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

}
