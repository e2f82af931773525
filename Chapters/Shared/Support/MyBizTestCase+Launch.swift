import MyBizTesting

extension MyBizTestCase {
    /// Launches the stage under test as a user opens MyBiz: the app delegate, the scene, the Main storyboard's login screen.
    @discardableResult
    func launchMyBiz() -> MyBizApp {
        StageUnderTest.launch()
    }
}
