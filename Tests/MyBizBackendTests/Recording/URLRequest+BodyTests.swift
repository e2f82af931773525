@testable import MyBizBackend
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class URLRequestBodyTests: XCTestCase {
    private let body = Data(repeating: 7, count: 10_000)

    func test_bodyData_httpBody_isThatBody() {
        var sut = URLRequest(url: MyBizBackend.serverURL)
        sut.httpBody = body

        let data = sut.bodyData

        XCTAssertEqual(data, body)
    }

    func test_bodyData_streamLongerThanOneRead_isTheWholeStream() {
        var sut = URLRequest(url: MyBizBackend.serverURL)
        sut.httpBodyStream = InputStream(data: body)

        let data = sut.bodyData

        XCTAssertEqual(data, body)
    }

    func test_bodyData_emptyBody_isNil() {
        var sut = URLRequest(url: MyBizBackend.serverURL)
        sut.httpBody = Data()

        let data = sut.bodyData

        XCTAssertNil(data)
    }

    func test_bodyData_noBody_isNil() {
        let sut = URLRequest(url: MyBizBackend.serverURL)

        let data = sut.bodyData

        XCTAssertNil(data)
    }
}
