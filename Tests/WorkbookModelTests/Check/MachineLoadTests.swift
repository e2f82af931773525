import Foundation
import XCTest
@testable import WorkbookModel

final class MachineLoadTests: XCTestCase {
    func test_now_namesTheCoresAndTheLoad() {
        let line = MachineLoad.now()

        XCTAssertNotNil(line.range(of: #"^this machine: [0-9]+ cores, load [0-9]+\.[0-9]{2} now$"#, options: .regularExpression), line)
    }
}
