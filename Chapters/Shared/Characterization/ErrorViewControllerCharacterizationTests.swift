import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizTesting
import XCTest
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

/// Pins the error screen's buttons for each kind of alert, as the storyboard builds it.
final class ErrorViewControllerCharacterizationTests: MyBizTestCase {
    private func makeErrorViewController(type: ErrorViewController.AlertType) -> ErrorViewController {
        launchMyBiz()
        let sut = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "error") as! ErrorViewController
        sut.type = type
        sut.alertTitle = "Title"
        sut.subtitle = "Subtitle"
        return sut
    }

    func test_viewDidLoad_forLoginAlert_titlesSecondaryButtonTryAgain() {
        let sut = makeErrorViewController(type: .login)

        sut.loadViewIfNeeded()

        XCTAssertEqual(sut.secondaryButton.currentTitle, "Try Again")
        XCTAssertNotNil(sut.secondaryButton.superview)
    }

    func test_viewDidLoad_forGeneralAlert_removesSecondaryButton() {
        let sut = makeErrorViewController(type: .general)

        sut.loadViewIfNeeded()

        XCTAssertNil(sut.secondaryButton.superview)
    }

    func test_viewDidLoad_forAnyAlert_titlesOKButtonOK() {
        let sut = makeErrorViewController(type: .general)

        sut.loadViewIfNeeded()

        XCTAssertEqual(sut.okButton.currentTitle, "OK")
    }

    func test_viewWillAppear_showsTitleAndSubtitle() {
        let sut = makeErrorViewController(type: .general)
        sut.loadViewIfNeeded()

        sut.viewWillAppear(false)

        XCTAssertEqual(sut.titleLabel.text, "Title")
        XCTAssertEqual(sut.subtitleLabel.text, "Subtitle")
    }
}
