import XCTest
@testable import WorkbookModel

final class StageCoverageTests: XCTestCase {
    func test_read_lcovOfTheStageAndOthers_keepsTheStagesLinesButTheSwitchSortedByFileAndLine() {
        let lcov = """
            SF:/pkg/App/MyBiz/Login/Login.swift
            DA:12,0
            DA:3,4
            end_of_record
            SF:/pkg/App/MyBiz/API/API.swift
            DA:7,1
            end_of_record
            SF:/pkg/App/MyBiz/MutantSwitch.swift
            DA:5,9
            end_of_record
            SF:/pkg/Sources/HeadlessUIKit/View.swift
            DA:1,1
            end_of_record
            """

        let sut = StageCoverage.read(lcov: lcov, sources: "/pkg/App/MyBiz/")

        XCTAssertEqual(sut, "API/API.swift\t7\t1\nLogin/Login.swift\t3\t4\nLogin/Login.swift\t12\t0\n")
    }
}
