import HeadlessUIKit
@testable import MyBiz

/// The announcements tab with the app's source replaced by the test's: Feathers' testing subclass, overriding the getter the tab asks through.
final class TestingAnnouncementsViewController: AnnouncementsViewController {
    private let source: AnnouncementsSource

    init(source: AnnouncementsSource) {
        self.source = source
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("the test makes its tab with init(source:)")
    }

    override var announcementsSource: AnnouncementsSource {
        source
    }
}
