import HeadlessUIKit
import MyBizTesting
// One suite for every stage of every chapter: the target says which stage it tests.
#if CHAPTER1 && BEFORE
@testable import Chapter1Before
#elseif CHAPTER1
@testable import Chapter1After
#elseif CHAPTER2 && BEFORE
@testable import Chapter2Before
#elseif CHAPTER2
@testable import Chapter2After
#elseif CHAPTER3 && BEFORE
@testable import Chapter3Before
#elseif CHAPTER3
@testable import Chapter3After
#elseif CHAPTER4 && BEFORE
@testable import Chapter4Before
#elseif CHAPTER4
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
