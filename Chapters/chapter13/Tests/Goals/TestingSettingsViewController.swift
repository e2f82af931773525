import HeadlessUIKit
@testable import MyBiz

/// The settings tab with the app's API replaced by the test's: Feathers' testing subclass, overriding the getter through which the tab reaches the app delegate's API.
final class TestingSettingsViewController: SettingsViewController {
    private let apiSpy: APISpy

    init(api: APISpy) {
        apiSpy = api
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("the test makes its tab with init(api:)")
    }

    override var api: API {
        apiSpy
    }
}
