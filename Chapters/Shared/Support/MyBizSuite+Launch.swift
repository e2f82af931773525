import MyBizBackend
import MyBizSwiftTesting
import MyBizTesting

extension MyBizSuite {
    /// Launches the stage under test as a user opens MyBiz: the app delegate, the scene, the Main storyboard's login screen.
    @discardableResult
    func launchMyBiz() -> MyBizApp {
        StageUnderTest.launch()
    }
}
