import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizTesting
@testable import Login
@testable import MyBiz
import UIHelpers

/// Chapter 14's stages as the shared characterization suites reach them (see `MyBizStage`).
///
/// Both stages are chapter 9's modules (the test targets of Before define
/// `BEFORE`, and both define `MODULES`): MyBiz launches with Login's storyboard
/// and UIHelpers' beside its own Main. Goal tests import the stage themselves:
/// they test the new design from inside.
enum StageUnderTest: PurchasesStage {
    static func launch() -> MyBizApp {
        UIApplication.launch(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: .main, storyboards: [.login, .alert])
        return UIApplication.appDelegate
    }

    static func isEmail(_ text: String) -> Bool {
        Validators.isEmail(text)
    }

    static func isValidPassword(_ text: String) -> Bool {
        Validators.isValidPassword(text)
    }

    static func submitOrder(comment: String, lines: [OrderLine]) throws {
        let screen = try Screen.current()
        guard let purchases = screen.topViewController as? PurchasesViewController else {
            throw ScreenError("The purchases tab is not on top, so it cannot submit an order. On screen:\n\(screen.rendering)")
        }
        let items = lines.map { PurchaseOrder.Item(productId: $0.productId, quantity: $0.quantity) }
        purchases.submit(PurchaseOrder(id: 0, comment: comment, items: items))
    }
}

extension AppDelegate: MyBizApp {
    public var apiServer: String { api.server }
    public var configuredServer: String { AppDelegate.configuration.server }
    public var analyticsEvents: [String] { Analytics.shared.events }
}
