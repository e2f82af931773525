import XCTest
@testable import WorkbookModel

final class SwiftToolchainTests: XCTestCase {
    func test_version_swiftOrgsAndApplesLines_readTheNumber() {
        XCTAssertEqual(SwiftToolchain.version(in: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n"), "6.3.1")
        XCTAssertEqual(SwiftToolchain.version(in: "swift-driver version: 1.115 Apple Swift version 6.0.3 (swiftlang-6.0.3.1.10 clang-1600.0.30.1)\n"), "6.0.3")
    }

    func test_version_noNumber_isNil() {
        XCTAssertNil(SwiftToolchain.version(in: "swift: command not found\n"))
        XCTAssertNil(SwiftToolchain.version(in: "Swift version (unknown)\n"))
    }

    func test_major_ofANumber_orZero() {
        XCTAssertEqual(SwiftToolchain.major("6.3.1"), 6)
        XCTAssertEqual(SwiftToolchain.major("5.10"), 5)
        XCTAssertEqual(SwiftToolchain.major(""), 0)
    }

    func test_xctestFix_aMacWithOnlyTheCommandLineTools_saysSoAndHowToSelectXcode() {
        let sut = SwiftToolchain.xctestFix(system: "Darwin", developerDirectory: "/Library/Developer/CommandLineTools")

        XCTAssertEqual(sut, "the Command Line Tools (/Library/Developer/CommandLineTools) have no XCTest: install Xcode 16 or later and select it with sudo xcode-select -s /Applications/Xcode.app (or install a toolchain from https://www.swift.org/install)")
    }

    func test_xctestFix_aMacWithXcodeSelected_orLinux_saysWhatToInstall() {
        XCTAssertEqual(SwiftToolchain.xctestFix(system: "Darwin", developerDirectory: "/Applications/Xcode.app/Contents/Developer"),
                       "install Xcode 16 or later and select it: sudo xcode-select -s /Applications/Xcode.app")
        XCTAssertEqual(SwiftToolchain.xctestFix(system: "Linux", developerDirectory: nil),
                       "use the toolchain from https://www.swift.org/install (it includes XCTest and Foundation), not a distribution's partial package")
    }
}
