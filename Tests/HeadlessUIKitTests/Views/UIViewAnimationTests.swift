import HeadlessUIKit
import XCTest

/// `UIView.animate`: the changes apply at once, and the completion comes on a later main-queue turn.
final class UIViewAnimationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        launchApp(root: UIViewController())
    }

    func test_animate_withChanges_appliesThemBeforeReturning() {
        let sut = UIView()

        UIView.animate(withDuration: 0.3) { sut.alpha = 0.5 }

        XCTAssertEqual(sut.alpha, 0.5)
    }

    func test_animate_withACompletion_doesNotCallItBeforeReturning() {
        var finished: [Bool] = []

        UIView.animate(withDuration: 0.3, animations: {}, completion: { finished.append($0) })

        XCTAssertEqual(finished, [])
    }

    func test_animate_withACompletion_callsItWithTrueOnTheNextTurn() {
        var finished: [Bool] = []

        UIView.animate(withDuration: 0.3, animations: {}, completion: { finished.append($0) })
        runMainQueue()

        XCTAssertEqual(finished, [true])
    }

    func test_animate_withADelay_stillCompletesOnTheNextTurn() {
        var finished: [Bool] = []

        UIView.animate(withDuration: 0.3, delay: 2, options: [.curveEaseOut], animations: {}, completion: { finished.append($0) })
        runMainQueue()

        XCTAssertEqual(finished, [true])
    }
}
