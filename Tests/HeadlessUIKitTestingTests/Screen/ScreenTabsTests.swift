import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

/// `Screen.tabTitles` and `selectTab`: the tab bar a user sees, at the root or presented.
final class ScreenTabsTests: XCTestCase {
    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    private func tabs(_ titles: String...) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = titles.map(titled)
        return tabs
    }

    func test_tabTitles_withTabsAtTheRoot_listsTheirTitlesInOrder() {
        let sut = launchApp(root: self.tabs("Inbox", "Settings"))

        XCTAssertEqual(sut.tabTitles, ["Inbox", "Settings"])
    }

    func test_tabTitles_withoutTabs_isNil() {
        let sut = launchApp(root: self.titled("Login"))

        XCTAssertNil(sut.tabTitles)
    }

    func test_tabTitles_withTabsPresentedOverTheRoot_findsThem() {
        let sut = launchApp(root: self.titled("Login"))
        let presented = tabs("Inbox")

        sut.window.rootViewController?.present(presented, animated: false)
        waitUntil("the tabs are presented") { sut.presentedChain.last === presented }

        XCTAssertEqual(sut.tabTitles, ["Inbox"])
    }

    func test_selectTab_withTabsPresentedOverTheRoot_selectsThatTab() throws {
        let sut = launchApp(root: self.titled("Login"))
        let tabs = self.tabs("Inbox", "Settings")
        sut.window.rootViewController?.present(tabs, animated: false)
        waitUntil("the tabs are presented") { sut.presentedChain.last === tabs }

        try sut.selectTab("Settings")

        XCTAssertEqual(tabs.selectedIndex, 1)
    }
}
