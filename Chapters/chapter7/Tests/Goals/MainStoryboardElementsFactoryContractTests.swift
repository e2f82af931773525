import HeadlessUIKit
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter7Before
#else
@testable import Chapter7After
#endif

/// The app's own factory keeps its promise: screens from the Main storyboard, each with what it needs wired.
final class MainStoryboardElementsFactoryContractTests: MyBizTestCase {
    func test_createLoginViewController_givesTheLoginScreenTheAPI() {
        launchMyBiz()
        let api = API(server: "http://mockserver")
        let sut = MainStoryboardElementsFactory(api: api)

        let login = sut.createLoginViewController() as? LoginViewController

        XCTAssertNotNil(login, "the factory did not make a login screen")
        XCTAssertTrue(login?.api === api, "the login screen did not get the factory's API")
    }

    func test_createLoginViewController_makesAFreshScreenEachTime() {
        launchMyBiz()
        let sut = MainStoryboardElementsFactory(api: UIApplication.appDelegate.api)

        let first = sut.createLoginViewController()
        let second = sut.createLoginViewController()

        XCTAssertFalse(first === second, "a logout must show a fresh login screen, not the one the user left")
    }

    func test_createTabController_makesTheTabScreen() {
        launchMyBiz()
        let sut = MainStoryboardElementsFactory(api: UIApplication.appDelegate.api)

        let tabs = sut.createTabController() as? UITabBarController
        tabs?.loadViewIfNeeded()

        XCTAssertEqual(tabs?.viewControllers?.map { $0.title ?? "" }, ["Announcements", "Org Chart", "Purchases", "Calendar", "Settings"])
    }
}
