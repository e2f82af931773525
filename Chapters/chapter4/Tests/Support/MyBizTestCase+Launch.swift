import HeadlessUIKit
import MyBizTesting
#if BEFORE
@testable import Chapter4Before
#else
@testable import Chapter4After
#endif

extension MyBizTestCase {
    /// Launches MyBiz as a user would open it: the app delegate, the scene, the Main storyboard's login screen.
    @discardableResult
    func launchMyBiz() -> AppDelegate {
        UIApplication.launch(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: .main)
        return UIApplication.appDelegate
    }
}
