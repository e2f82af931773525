import Foundation
import XCTest
@testable import WorkbookModel

/// What a dependency rule's end names.
final class UnitPatternTests: XCTestCase {
    private let alertsFile = CodeUnit(name: "UIViewController+Alerts", module: "M", extendedType: "UIViewController")

    func test_matches_memberOfTheExtendedType_namesItInAnExtensionOfAnyFileName() throws {
        let sut = try XCTUnwrap(UnitPattern("UIViewController.showAlert"))

        XCTAssertTrue(sut.matches(unit: alertsFile, member: "showAlert"))
        XCTAssertFalse(sut.matches(unit: alertsFile, member: "presentationRoot"))
    }

    func test_matches_extensionUnitByItsFileName_stillNamesIt() throws {
        let sut = try XCTUnwrap(UnitPattern("UIViewController+Alerts"))

        XCTAssertTrue(sut.matches(unit: alertsFile, member: "showAlert"))
    }

    func test_matches_theExtendedTypeAlone_isNotItsExtension() throws {
        let sut = try XCTUnwrap(UnitPattern("UIViewController"))

        XCTAssertFalse(sut.matches(unit: alertsFile, member: "showAlert"))
        XCTAssertTrue(sut.matches(unit: CodeUnit(name: "UIViewController", module: "HeadlessUIKit", isExternal: true), member: "present"))
    }

    func test_matches_fileNamedUnitWithADot_readsAsThatUnit() throws {
        let sut = try XCTUnwrap(UnitPattern("StoryboardFile+Main.storyboard"))

        XCTAssertTrue(sut.matches(unit: CodeUnit(name: "StoryboardFile+Main.storyboard", module: "M", extendedType: "StoryboardFile"), member: "main"))
    }
}
