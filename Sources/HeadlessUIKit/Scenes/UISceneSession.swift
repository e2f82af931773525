import Foundation

/// The persistent record of a scene: its role and configuration.
open class UISceneSession: NSObject {
    /// What a session's scene is for.
    public struct Role: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main, interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// What the session's scene is for.
    public let role: Role
    /// The configuration the scene was created from.
    public let configuration: UISceneConfiguration
    /// A unique, stable identifier.
    public let persistentIdentifier: String

    /// Creates a session.
    public init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

/// The name, role and storyboard a scene is created from, as an Info.plist scene manifest would give them.
open class UISceneConfiguration: NSObject {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions made from it.
    public let role: UISceneSession.Role
    /// The storyboard whose initial controller becomes the window's root, as in UIKit.
    open var storyboard: UIStoryboard?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
