import Foundation

/// What HeadlessUIKit says when code misuses it, the way UIKit logs to the console.
///
/// UIKit prints a warning and carries on for recoverable misuse ("Attempt to
/// present … whose view is not in the window hierarchy") and raises an
/// Objective-C exception for programming errors. HeadlessUIKit prints the same
/// warnings and also records them, so tests can assert on them. Programming
/// errors go to ``exceptionHandler``, which stops the process by default, as
/// an uncaught UIKit exception would.
public enum UIKitDiagnostics {
    /// The warnings printed since the current app launched, oldest first.
    public private(set) static var warnings: [String] = []

    /// Called for a programming error; stops the process unless replaced.
    ///
    /// A replacement that returns lets the call continue with a harmless
    /// fallback (nothing is presented, an empty controller is instantiated);
    /// the platform's own tests use that to observe the error. Unlike the
    /// warnings, a launch does not reset it (so that a test can observe an
    /// error raised during a launch): a test that replaces it puts
    /// ``defaultExceptionHandler`` back in its `tearDown`.
    public static var exceptionHandler: (UIKitException) -> Void = defaultExceptionHandler

    /// The handler installed at start-up: it stops the process, as an uncaught UIKit exception would.
    public static let defaultExceptionHandler: (UIKitException) -> Void = { exception in
        fatalError("*** Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'")
    }

    /// Whether warnings are also printed to standard output.
    public static var printsWarnings = true

    static func warn(_ message: String) {
        warnings.append(message)
        if printsWarnings { print(message) }
    }

    static func raise(_ name: String, _ reason: String) {
        exceptionHandler(UIKitException(name: name, reason: reason))
    }

    static func reset() {
        warnings = []
    }
}

/// A programming error that UIKit would raise as an Objective-C exception.
public struct UIKitException: Error, Equatable, CustomStringConvertible {
    /// The exception's name, such as `NSInvalidArgumentException`.
    public let name: String
    /// The message that says what went wrong.
    public let reason: String

    /// Creates an exception with a name and a reason.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    public var description: String { "\(name): \(reason)" }
}

/// Names an object the way UIKit's log messages do: `<ClassName: 0x…>`.
func debugName(_ object: AnyObject) -> String {
    let address = String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    return "<\(type(of: object)): 0x\(address)>"
}
