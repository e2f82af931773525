import HeadlessUIKit
import XCTest

/// `UIColor`: components, equality, and named colours from the launched app's assets.
final class UIColorTests: XCTestCase {
    func test_initNamed_withADeclaredName_isThatAssetColor() {
        launchApp(root: UIViewController(), colorAssets: ["Brand": UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)])

        let sut = UIColor(named: "Brand")

        XCTAssertEqual(sut, UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        XCTAssertEqual(sut?.name, "Brand")
    }

    func test_initNamed_withAnUndeclaredName_isNil() {
        launchApp(root: UIViewController(), colorAssets: ["Brand": .systemBlue])

        let sut = UIColor(named: "Accent")

        XCTAssertNil(sut)
    }

    func test_description_ofANamedColor_isItsName() {
        launchApp(root: UIViewController(), colorAssets: ["Brand": .systemBlue])

        let description = UIColor(named: "Brand")?.description

        XCTAssertEqual(description, "Brand")
    }

    func test_equality_ofDifferentlyNamedColors_comparesComponents() {
        let sut = UIColor.white

        let same = UIColor(white: 1, alpha: 1)

        XCTAssertEqual(sut, same)
        XCTAssertNotEqual(sut, .black)
    }

    func test_withAlphaComponent_ofAColor_changesOnlyTheOpacity() {
        let sut = UIColor.red

        let translucent = sut.withAlphaComponent(0.5)

        XCTAssertEqual(translucent, UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    func test_cgColor_ofAColor_hasTheSameComponents() {
        let sut = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)

        let cgColor = sut.cgColor

        XCTAssertEqual(cgColor.components, [0.25, 0.5, 0.75, 1])
    }
}
