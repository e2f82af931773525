import HeadlessUIKit
import XCTest

/// A test case that runs inside a freshly launched host app, as UIKit unit tests run inside Xcode's test host.
///
/// Windows the tests make join the host's scene when they become key, as on
/// a device; without a launched app there would be no scene to join.
class PortabilityTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        UIApplication.launch(appDelegate: HostAppDelegate(), sceneDelegate: HostSceneDelegate(), mainStoryboard: nil)
    }
}
