import XCTest
@testable import WorkbookModel

final class StepLinesTests: XCTestCase {
    private var repository: TemporaryRepository!
    private var root: URL { repository.root }

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
    }

    override func tearDownWithError() throws {
        repository.remove()
    }

    private func write(_ path: String, _ text: String) throws {
        try repository.write(path, text)
    }

    func test_lines_afterOfSeveralModules_comparesWithTheBeforeFileItCameFrom() throws {
        try write("Before/API/API.swift", "struct API {\n    func login() {\n    }\n}\n")
        try write("Before/Old/Helpers.swift", "func help() {}\n")
        try write("After/MyBiz/API/API.swift", "struct API {\n    func login() {\n        send()\n    }\n}\n")
        try write("After/UIHelpers/Moved/Helpers.swift", "func help() {}\nfunc more() { help() }\n")
        try write("After/Login/New.swift", "import Foundation\n\tlet x = 1\n")
        try write("After/Login/Notes.md", "added()\n")
        let sut = StepLines(before: root.appendingPathComponent("Before"), after: root.appendingPathComponent("After"))

        let lines = sut.lines()

        XCTAssertEqual(lines.map(\.tabbed), ["Login/New.swift\t2\tlet x = 1", "MyBiz/API/API.swift\t3\tsend()",
                                             "UIHelpers/Moved/Helpers.swift\t2\tfunc more() { help() }"])
    }

    func test_lines_sneakyBehaviourInDeclarationShapes_counts() throws {
        try write("Before/API.swift", "extension API {\n}\n")
        try write("After/API.swift", """
            /// A comment is no behaviour.
            extension API {
                func sneakyOneLiner() { logout() }
                var sneakyComputed: String { server + "api/" }
                func plainHead() {
                    logout()
                }
                var stored: Int { get }
            }

            """)
        let sut = StepLines(before: root.appendingPathComponent("Before"), after: root.appendingPathComponent("After"))

        XCTAssertEqual(sut.lines().map(\.text), ["func sneakyOneLiner() { logout() }", "var sneakyComputed: String { server + \"api/\" }", "logout()"])
    }
}
