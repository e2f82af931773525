import SwiftReferences
import XCTest

/// What `SwiftFile` finds a file declares: types, extensions, nested types, members and top-level declarations.
final class DeclarationParserTests: XCTestCase {
    func test_types_ofAFile_areEveryKindAndExtension() {
        let sut = SwiftFile(path: "Types.swift", text: """
        final class API {}
        struct Token: Codable {}
        enum Validators {}
        protocol APIDelegate: class {}
        actor Counter {}
        extension Notification.Name {}
        """)

        XCTAssertEqual(sut.types.map(\.name), ["API", "Token", "Validators", "APIDelegate", "Counter", "Notification.Name"])
        XCTAssertEqual(sut.types.map(\.kind), [.class, .struct, .enum, .protocol, .actor, .extension])
    }

    func test_types_nestedInAType_areQualifiedAndNested() {
        let sut = SwiftFile(path: "ErrorViewController.swift", text: """
        class ErrorViewController: UIViewController {
            enum AlertType {
                case login, general
            }
            var type: AlertType = .general
        }
        """)

        XCTAssertEqual(sut.types.map(\.name), ["ErrorViewController", "ErrorViewController.AlertType"])
        XCTAssertEqual(sut.types.map(\.isNested), [false, true])
        XCTAssertEqual(sut.types.last?.ownerName, "ErrorViewController")
    }

    func test_types_withClassMembersAndLocalVariablesNamedLikeKeywords_areOnlyTheDeclaredOnes() {
        let sut = SwiftFile(path: "Styler.swift", text: """
        class Styler {
            class var shared: Styler { Styler() }
            class func reset() { let actor = 1; print(actor) }
        }
        """)

        XCTAssertEqual(sut.types.map(\.name), ["Styler"])
        XCTAssertEqual(sut.types.first?.members.map(\.name), ["shared", "reset"])
        XCTAssertEqual(sut.types.first?.members.map(\.isStatic), [true, true])
    }

    func test_members_ofAType_areEachDeclarationWithItsModifiersAttributesAndBody() {
        let sut = SwiftFile(path: "API.swift", text: """
        class API {
            weak var delegate: APIDelegate?
            @available(*, deprecated) private(set) var token: Token?
            init(server: String = AppDelegate
                .configuration.server) {}
            subscript(index: Int) -> Int { index }
            deinit {}
            static func + (lhs: API, rhs: API) -> API { lhs }
        }
        """)
        let members = sut.types[0].members

        XCTAssertEqual(members.map(\.displayName), ["delegate", "token", "init()", "subscript()", "deinit", "+()"])
        XCTAssertEqual(members.map(\.kind), [.property, .property, .initializer, .subscript, .deinitializer, .function])
        XCTAssertEqual(sut.tokens[members[1].tokens.lowerBound].text, "@")
        XCTAssertTrue(sut.tokens[members[2].tokens].contains { $0.text == "configuration" })
    }

    func test_freeDeclarations_ofAFile_areItsTopLevelFunctionsAndVariables() {
        let sut = SwiftFile(path: "UserNotifications.swift", text: """
        import Foundation
        let userLoggedOutNotification = Notification.Name("userLoggedOut")
        enum UserNotificationKey: String { case userId }
        private func defaultServer() -> String { AppDelegate.configuration.server }
        """)

        XCTAssertEqual(sut.freeDeclarations.map(\.name), ["userLoggedOutNotification", "defaultServer"])
        XCTAssertEqual(sut.types.map(\.name), ["UserNotificationKey"])
        XCTAssertFalse(sut.tokens[sut.freeDeclarations[0].tokens].contains { $0.text == "UserNotificationKey" })
    }

    func test_types_withAnInheritanceClauseAndAttributes_recordTheNamesAndAttributes() {
        let sut = SwiftFile(path: "Services.swift", text: """
        @dynamicMemberLookup
        final class Services<T: Decodable>: Base<T>, Login.LoginAPI where T: Equatable {}
        """)

        XCTAssertEqual(sut.types.first?.inherited.map { sut.tokens[$0].text }, ["Base", "Login"])
        XCTAssertEqual(sut.types.first?.attributes, ["dynamicMemberLookup"])
    }

    func test_freeDeclarations_withATopLevelTypealias_endTheFunctionBeforeIt() {
        let sut = SwiftFile(path: "Rules.swift", text: "func check() {}\ntypealias Rules = Validators\nlet app = 1")

        XCTAssertEqual(sut.freeDeclarations.map(\.name), ["check", "Rules", "app"])
        XCTAssertEqual(sut.freeDeclarations.map(\.kind), [.function, .typeAlias, .property])
    }
}
