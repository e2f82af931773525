import Foundation

/// A closure-based action that a control runs for an event; the modern UIKit replacement for target–action.
open class UIAction: NSObject {
    /// Identifies an action, so that it can be removed.
    public struct Identifier: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title, as a menu would show it.
    public let title: String
    /// The action's identifier.
    public let identifier: Identifier
    /// The control that ran the action most recently, while its handler runs; typed `Any?` as in UIKit.
    public var sender: Any? { senderObject }
    // Held weakly, as UIKit does not keep a control alive through its action.
    private weak var senderObject: AnyObject?
    private let handler: (UIAction) -> Void

    /// Creates an action with a handler.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        super.init()
    }

    func perform(from sender: AnyObject) {
        senderObject = sender
        handler(self)
        senderObject = nil
    }
}
