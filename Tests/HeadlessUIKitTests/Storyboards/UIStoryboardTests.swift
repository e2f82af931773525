import HeadlessUIKit
import XCTest

/// `UIStoryboard`: finding the launched app's storyboards and instantiating their scenes, with outlets connected when the view loads.
final class UIStoryboardTests: XCTestCase {
    private var exceptions: ExceptionRecorder!

    override func setUp() {
        super.setUp()
        exceptions = ExceptionRecorder()
        exceptions.install()
        UIApplication.launch(
            appDelegate: SpyAppDelegate(),
            sceneDelegate: SpySceneDelegate(root: { UIViewController() }),
            mainStoryboard: nil,
            storyboards: [
                StoryboardFile(name: "Onboarding", initialScene: "greeting", scenes: [
                    OutletViewController.scene(identifier: "greeting"),
                    StoryboardScene(identifier: "plain", make: UIViewController(), layout: { _, _ in }),
                ]),
                StoryboardFile(name: "Settings", initialScene: nil, scenes: []),
            ]
        )
    }

    override func tearDown() {
        exceptions.uninstall()
        exceptions = nil
        super.tearDown()
    }

    func test_init_withADeclaredName_findsThatStoryboard() {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        XCTAssertEqual(sut.name, "Onboarding")
        XCTAssertEqual(exceptions.exceptions, [])
    }

    func test_init_withAnUnknownName_raisesAnExceptionNamingIt() {
        _ = UIStoryboard(name: "Checkout", bundle: nil)

        XCTAssertEqual(exceptions.exceptions.map(\.name), ["NSInvalidArgumentException"])
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("'Checkout'") == true, "\(exceptions.exceptions)")
    }

    func test_init_withAnUnknownName_listsTheStoryboardsTheAppDeclares() {
        _ = UIStoryboard(name: "Checkout", bundle: nil)

        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("'Onboarding', 'Settings'") == true, "\(exceptions.exceptions)")
    }

    func test_instantiateInitialViewController_withAnInitialScene_createsItsController() {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        let controller = sut.instantiateInitialViewController()

        XCTAssertTrue(controller is OutletViewController)
    }

    func test_instantiateInitialViewController_withoutAnInitialScene_isNil() {
        let sut = UIStoryboard(name: "Settings", bundle: nil)

        let controller = sut.instantiateInitialViewController()

        XCTAssertNil(controller)
        XCTAssertEqual(exceptions.exceptions, [])
    }

    func test_instantiateViewController_calledTwice_createsTwoControllers() {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        let first = sut.instantiateViewController(withIdentifier: "greeting")
        let second = sut.instantiateViewController(withIdentifier: "greeting")

        XCTAssertFalse(first === second)
    }

    func test_instantiateViewController_withAKnownIdentifier_setsTheControllersStoryboard() {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        let controller = sut.instantiateViewController(withIdentifier: "plain")

        XCTAssertTrue(controller.storyboard === sut)
    }

    func test_instantiateViewController_withAKnownIdentifier_doesNotLoadTheView() {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        let controller = sut.instantiateViewController(withIdentifier: "greeting")

        XCTAssertFalse(controller.isViewLoaded)
    }

    func test_instantiateViewController_beforeTheViewLoads_outletsAreNil() throws {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        let controller = try XCTUnwrap(sut.instantiateViewController(withIdentifier: "greeting") as? OutletViewController)

        XCTAssertNil(controller.greetingLabel)
        XCTAssertNil(controller.continueButton)
    }

    func test_loadViewIfNeeded_onAStoryboardController_connectsItsOutletsToViewsInItsView() throws {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)
        let controller = try XCTUnwrap(sut.instantiateViewController(withIdentifier: "greeting") as? OutletViewController)

        controller.loadViewIfNeeded()

        XCTAssertEqual(controller.greetingLabel?.text, "Hello")
        XCTAssertTrue(controller.greetingLabel?.superview === controller.view)
        XCTAssertEqual(controller.continueButton?.currentTitle, "Continue")
    }

    func test_loadViewIfNeeded_onAStoryboardController_connectsOutletsBeforeViewDidLoad() throws {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)
        let controller = try XCTUnwrap(sut.instantiateViewController(withIdentifier: "greeting") as? OutletViewController)

        controller.loadViewIfNeeded()

        XCTAssertEqual(controller.greetingInViewDidLoad, "Hello")
    }

    func test_instantiateViewController_withAnUnknownIdentifier_raisesAnExceptionNamingIt() {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        _ = sut.instantiateViewController(withIdentifier: "checkout")

        XCTAssertEqual(exceptions.exceptions.map(\.name), ["NSInvalidArgumentException"])
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("'checkout'") == true, "\(exceptions.exceptions)")
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("'Onboarding'") == true, "\(exceptions.exceptions)")
    }

    func test_instantiateViewController_withAnUnknownIdentifier_listsTheScenes() {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        _ = sut.instantiateViewController(withIdentifier: "checkout")

        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("'greeting', 'plain'") == true, "\(exceptions.exceptions)")
    }

    func test_instantiateViewController_withAnUnknownIdentifierAndAHandlerThatReturns_returnsAPlainController() {
        let sut = UIStoryboard(name: "Onboarding", bundle: nil)

        let controller = sut.instantiateViewController(withIdentifier: "checkout")

        XCTAssertTrue(type(of: controller) == UIViewController.self)
    }

    func test_instantiateViewController_ofASceneWithATitle_setsItBeforeTheViewLoads() {
        let file = StoryboardFile(name: "Tabs", initialScene: "inbox", scenes: [
            StoryboardScene(identifier: "inbox", title: "Inbox", make: SpyViewController(), layout: { _, _ in }),
        ])
        UIApplication.launch(appDelegate: SpyAppDelegate(), sceneDelegate: SpySceneDelegate(), mainStoryboard: nil, storyboards: [file])
        let sut = UIStoryboard(name: "Tabs", bundle: nil)

        let controller = sut.instantiateViewController(withIdentifier: "inbox")

        XCTAssertEqual(controller.title, "Inbox")
        XCTAssertFalse(controller.isViewLoaded)
    }

    func test_sceneIdentifiers_ofAStoryboardFile_areSorted() {
        let sut = StoryboardFile(name: "Main", initialScene: "b", scenes: [
            StoryboardScene(identifier: "b", make: UIViewController(), layout: { _, _ in }),
            StoryboardScene(identifier: "a", make: UIViewController(), layout: { _, _ in }),
        ])

        let identifiers = sut.sceneIdentifiers

        XCTAssertEqual(identifiers, ["a", "b"])
    }
}
