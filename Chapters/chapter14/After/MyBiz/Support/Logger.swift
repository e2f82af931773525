/// Writes diagnostics to the console; debug messages only when the configuration asks for them.
enum Logger {
    static func logDebug(_ message: String) {
        if AppDelegate.configuration.debug {
            print("DEBUG: \(message)")
        }
    }

    static func logFatal(_ message: String) {
        print("FATAL: \(message)")
    }
}
