import HeadlessUIKit
import XCTest

/// `UIKitDiagnostics`: warnings are recorded for tests, and programming errors go to a replaceable handler.
final class UIKitDiagnosticsTests: XCTestCase {
    private var exceptions: ExceptionRecorder!

    override func setUp() {
        super.setUp()
        exceptions = ExceptionRecorder()
        exceptions.install()
        launchApp(root: UIViewController())
    }

    override func tearDown() {
        exceptions.uninstall()
        exceptions = nil
        super.tearDown()
    }

    func test_warnings_ofAFreshLaunch_areEmpty() {
        let warnings = UIKitDiagnostics.warnings

        XCTAssertEqual(warnings, [])
    }

    func test_warnings_afterAMisuse_recordItInUIKitsWords() {
        let detached = UIViewController()
        let presented = UIViewController()

        detached.present(presented, animated: true)

        XCTAssertEqual(UIKitDiagnostics.warnings.count, 1)
        XCTAssertTrue(UIKitDiagnostics.warnings.first?.hasPrefix("Attempt to present <UIViewController: 0x") == true, "\(UIKitDiagnostics.warnings)")
    }

    func test_exceptionHandler_whenReplaced_receivesTheProgrammingError() {
        _ = UIStoryboard(name: "Nowhere", bundle: nil)

        XCTAssertEqual(exceptions.exceptions.count, 1)
        XCTAssertEqual(exceptions.exceptions.first?.name, "NSInvalidArgumentException")
    }

    func test_exceptionHandler_afterALaunch_isStillTheReplacement() {
        launchApp(root: UIViewController())

        _ = UIStoryboard(name: "Nowhere", bundle: nil)

        XCTAssertEqual(exceptions.exceptions.count, 1)
    }

    func test_uikitException_description_namesTheExceptionAndReason() {
        let sut = UIKitException(name: "NSInvalidArgumentException", reason: "Storyboard not found")

        let description = sut.description

        XCTAssertEqual(description, "NSInvalidArgumentException: Storyboard not found")
    }
}
