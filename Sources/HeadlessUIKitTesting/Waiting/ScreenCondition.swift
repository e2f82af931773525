import HeadlessUIKit

/// Something a test waits to see on screen: what it is, in words a failure can print, and whether it holds now.
///
/// The waits of both test idioms share these: XCTest's (`waitForPresented`,
/// `waitUntilNothingIsPresented`, `waitForRoot` on `XCTestCase`) and Swift
/// Testing's (MyBizSwiftTesting's `async` waits), so that both wait for the
/// same thing and say the same when it does not come.
public struct ScreenCondition {
    /// What is waited for, completing "waiting until …".
    public let description: String
    /// Whether it holds now; asked on the main queue.
    public let holds: () -> Bool

    public init(_ description: String, holds: @escaping () -> Bool) {
        self.description = description
        self.holds = holds
    }

    /// The topmost presented controller of the key window is of a type.
    public static func presented<Controller: UIViewController>(_ type: Controller.Type) -> ScreenCondition {
        ScreenCondition("a \(Controller.self) is presented") { presentedController(Controller.self) != nil }
    }

    /// Nothing presented is on screen over the key window's root (see ``Screen/presentedChain``).
    public static var nothingPresented: ScreenCondition {
        ScreenCondition("nothing is presented") { UIApplication.shared.keyWindow.map { Screen($0).presentedChain.isEmpty } ?? true }
    }

    /// The key window's root controller is of a type.
    public static func root<Controller: UIViewController>(_ type: Controller.Type) -> ScreenCondition {
        ScreenCondition("the root is a \(Controller.self)") { UIApplication.shared.keyWindow?.rootViewController is Controller }
    }

    /// The user sees a tab bar, whatever controller holds it (see ``Screen/tabTitles``).
    public static var tabScreen: ScreenCondition {
        ScreenCondition("the tab screen is shown") { (try? Screen.current().tabTitles) != nil }
    }

    /// The topmost presented controller of the key window, if it is of a type.
    public static func presentedController<Controller: UIViewController>(_ type: Controller.Type) -> Controller? {
        UIApplication.shared.keyWindow.flatMap { Screen($0).presentedChain.last } as? Controller
    }
}
