import HeadlessUIKitTesting
import XCTest

extension MyBizTestCase {
    /// Waits until the user sees the tab screen, whatever controller holds it; fails the test if it does not appear.
    public func waitForTabScreen(timeout: TimeInterval = 1, file: StaticString = #filePath, line: UInt = #line) {
        wait(for: .tabScreen, timeout: timeout, file: file, line: line)
    }
}
