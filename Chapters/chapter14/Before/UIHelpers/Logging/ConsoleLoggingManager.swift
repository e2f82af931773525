/// The helpers' own logging manager, for a screen no app handed one to: what should never happen goes to the console; events go nowhere.
public struct ConsoleLoggingManager: LoggingManager {
    public init() {}

    public func logEvent(_ event: String) {}

    public func logFatal(_ message: String) {
        print("FATAL: \(message)")
    }
}
