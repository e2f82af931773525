import MyBizBackend
import XCTest

/// A test case whose backend is freshly installed, in its seed state, before every test.
class BackendTestCase: XCTestCase {
    /// The installed backend, the system under test.
    var sut: MyBizBackend!

    override func setUp() {
        super.setUp()
        sut = MyBizBackend.install()
    }

    override func tearDown() {
        // Leaves no faults or tokens behind for whatever test runs next in this process.
        MyBizBackend.shared.reset()
        sut = nil
        super.tearDown()
    }
}
