import HeadlessUIKit

/// Stands in for ``UIKitDiagnostics/exceptionHandler`` and records the programming errors it is given, instead of stopping the process.
final class ExceptionRecorder {
    /// The exceptions raised since ``install()``, oldest first.
    private(set) var exceptions: [UIKitException] = []

    /// Makes this recorder the exception handler; pair with ``uninstall()`` in `tearDown`.
    func install() {
        UIKitDiagnostics.exceptionHandler = { [weak self] exception in
            self?.exceptions.append(exception)
        }
    }

    /// Puts the default handler back, so that no other test runs with this one.
    func uninstall() {
        UIKitDiagnostics.exceptionHandler = UIKitDiagnostics.defaultExceptionHandler
    }
}
