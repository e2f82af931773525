import HeadlessUIKit
import XCTest

/// UIKit's initializer rules (rule 9): `init(nibName:bundle:)` is designated, `init?(coder:)` is required, and controllers are `NSObject`s.
///
/// What must not compile (`super.init()` from a subclass's designated
/// initializer, a subclass initializer without `required init?(coder:)`)
/// cannot be a test; Docs/DifferencesFromUIKit.md quotes the compiler.
final class UIViewControllerInitializerTests: XCTestCase {
    private var exceptions: ExceptionRecorder!

    override func setUp() {
        super.setUp()
        exceptions = ExceptionRecorder()
        exceptions.install()
    }

    override func tearDown() {
        exceptions.uninstall()
        exceptions = nil
        super.tearDown()
    }

    func test_initNibNameBundle_withNil_createsAControllerWithoutAView() {
        let sut = UIViewController(nibName: nil, bundle: nil)

        XCTAssertFalse(sut.isViewLoaded)
        XCTAssertNil(sut.nibName)
    }

    func test_init_isInitNibNameBundleWithNil() {
        let sut = UIViewController()

        XCTAssertNil(sut.nibName)
        XCTAssertNil(sut.nibBundle)
    }

    func test_subclassWithItsOwnInitializer_keepsItsDependency() {
        let sut = InjectedViewController(greeting: "Hello")

        XCTAssertEqual(sut.greeting, "Hello")
        XCTAssertTrue(sut.view.next === sut)
    }

    func test_initCoder_onTheBaseClass_createsAPlainController() throws {
        let sut = try XCTUnwrap(UIViewController(coder: NSCoder()))

        XCTAssertFalse(sut.isViewLoaded)
        XCTAssertNil(sut.title)
    }

    func test_view_ofAControllerWithANibName_raisesBecauseThereAreNoNibs() {
        let sut = UIViewController(nibName: "LoginView", bundle: nil)

        sut.loadViewIfNeeded()

        XCTAssertEqual(exceptions.exceptions.map(\.name), ["NSInternalInconsistencyException"])
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("Could not load NIB in bundle") == true)
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("'LoginView'") == true)
    }

    func test_controller_isAnNSObject_soEqualityIsIdentity() {
        let sut = UIViewController()
        let other = UIViewController()

        XCTAssertEqual(sut, sut)
        XCTAssertNotEqual(sut, other)
        XCTAssertTrue((sut as Any) is NSObject)
    }

    func test_controllers_areHashableByIdentity() {
        let sut = UIViewController()

        let set: Set<UIViewController> = [sut, sut, UIViewController()]

        XCTAssertEqual(set.count, 2)
    }

    func test_view_initFrame_isDesignatedAndKeepsTheFrame() {
        let sut = BadgeView(count: 3)
        sut.frame = CGRect(x: 1, y: 2, width: 3, height: 4)

        XCTAssertEqual(sut.count, 3)
        XCTAssertEqual(sut.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func test_view_initCoder_onTheBaseClass_createsAZeroFrameView() throws {
        let sut = try XCTUnwrap(UIView(coder: NSCoder()))

        XCTAssertEqual(sut.frame, .zero)
    }

    func test_views_areNSObjects_soEqualityIsIdentity() {
        let sut = UIView()

        XCTAssertEqual(sut, sut)
        XCTAssertNotEqual(sut, UIView())
    }
}
