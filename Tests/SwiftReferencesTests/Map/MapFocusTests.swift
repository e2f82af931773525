import SwiftReferences
import XCTest

/// `MapFocus`: the units a focused map shows, read from the registry's words.
final class MapFocusTests: XCTestCase {
    func test_initWords_unitsAndFolders_tellAFolderByItsTrailingSlash() {
        let sut = MapFocus(words: "AppDelegate UIViewController+Alert Login/")

        XCTAssertEqual(sut, MapFocus(units: ["AppDelegate", "UIViewController+Alert"], folders: ["Login"]))
    }

    func test_initWords_commasTabsAndRepeatedSpaces_separateWordsToo() {
        let sut = MapFocus(words: "Cart,Checkout\t  Payments/ ,")

        XCTAssertEqual(sut, MapFocus(units: ["Cart", "Checkout"], folders: ["Payments"]))
    }

    func test_initWords_aSlashAloneOrLeadingSlashes_nameNoEmptyFolder() {
        let sut = MapFocus(words: "/ // /Deep/")

        XCTAssertEqual(sut, MapFocus(units: [], folders: ["Deep"]))
    }

    func test_initWords_nothing_showsNothingButTheEdgesEnds() {
        let codebase = Codebase(sources: ["App/AppDelegate.swift": "class AppDelegate {}", "API/API.swift": "class API {}"])

        let sut = DependencyMap(codebase, selection: .focus(MapFocus(words: "")), chapterEdge: ChapterEdge("API -> AppDelegate"))

        XCTAssertEqual(sut.units, ["API", "AppDelegate"])
    }
}
