@testable import MyBizBackend
import XCTest

final class AuthorizationTests: XCTestCase {
    func test_initHeaderValue_basic_decodesUsernameAndPassword() {
        let header = "Basic " + Data("agent@shield.org:hailHydra".utf8).base64EncodedString()

        let sut = Authorization(headerValue: header)

        XCTAssertEqual(sut, .basic(username: "agent@shield.org", password: "hailHydra"))
    }

    func test_initHeaderValue_basicPasswordWithColon_splitsAtTheFirstColon() {
        let header = "Basic " + Data("agent:a:b".utf8).base64EncodedString()

        let sut = Authorization(headerValue: header)

        XCTAssertEqual(sut, .basic(username: "agent", password: "a:b"))
    }

    func test_initHeaderValue_basicNotBase64_isNil() {
        let sut = Authorization(headerValue: "Basic !!!")

        XCTAssertNil(sut)
    }

    func test_initHeaderValue_basicWithoutColon_isNil() {
        let header = "Basic " + Data("agent".utf8).base64EncodedString()

        let sut = Authorization(headerValue: header)

        XCTAssertNil(sut)
    }

    func test_initHeaderValue_bearer_keepsTheToken() {
        let sut = Authorization(headerValue: "Bearer abc123")

        XCTAssertEqual(sut, .bearer(token: "abc123"))
    }

    func test_initHeaderValue_lowercaseScheme_isAccepted() {
        let sut = Authorization(headerValue: "bearer abc123")

        XCTAssertEqual(sut, .bearer(token: "abc123"))
    }

    func test_initHeaderValue_otherScheme_isNil() {
        let sut = Authorization(headerValue: "Digest username=agent")

        XCTAssertNil(sut)
    }

    func test_initHeaderValue_schemeOnly_isNil() {
        let sut = Authorization(headerValue: "Bearer")

        XCTAssertNil(sut)
    }
}
