import MyBizTesting
import XCTest

/// The new map: Login and UIHelpers are modules of their own that know neither app, and UIHelpers knows nothing of Login.
///
/// The compiler already refuses an import of an app from a module the app
/// imports; these tests read the code so that the map says so too, whatever
/// the manifest is: no type, extension or top-level name of MyBiz or
/// ExpenseReport is reached from Login's or UIHelpers' code.
final class ModuleDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_login_referencesNothingOfEitherApp() throws {
        let reaches = try reaches(from: "Login", into: ["MyBiz", "ExpenseReport"])

        XCTAssertTrue(reaches.isEmpty, """
            Login still reaches into an app; it should know only LoginAPI, UIHelpers and itself:
            \(reaches.lines)
            """)
    }

    func test_uiHelpers_referencesNothingOfEitherAppNorOfLogin() throws {
        let reaches = try reaches(from: "UIHelpers", into: ["MyBiz", "ExpenseReport", "Login"])

        XCTAssertTrue(reaches.isEmpty, """
            UIHelpers still reaches into a module that uses it; the alert and the style should stand alone:
            \(reaches.lines)
            """)
    }

    func test_loginAPI_isTheOnlyServerLoginKnows() throws {
        let login = try module("Login")

        let servers = login.typeNames.flatMap { login.references(from: $0, to: ["API", "APIDelegate", "ExpensesAPI", "URLSession", "URLRequest"]) }

        XCTAssertTrue(login.typeNames.contains("LoginAPI"), "Login should declare the LoginAPI protocol the apps' APIs adopt; it declares: \(login.typeNames)")
        XCTAssertTrue(servers.isEmpty, """
            Login talks to a server other than through LoginAPI:
            \(servers.lines)
            """)
    }

    // MARK: - Reading the modules

    /// The code of one of the stage's modules, by its folder; a module not made yet fails the test, saying which folder to create.
    private func module(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Codebase {
        let folder = sources.folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            let path = folder.standardizedFileURL.pathComponents.suffix(4).joined(separator: "/")
            XCTFail("There is no module \(name) yet: create the folder \(path) (see the chapter's README)", file: file, line: line)
            throw CocoaError(.fileReadNoSuchFile)
        }
        let prefix = folder.standardizedFileURL.pathComponents.suffix(4).joined(separator: "/") + "/"
        return try Codebase(folder: folder, pathPrefix: prefix)
    }

    /// Where the code of a module reaches the types, extensions and top-level names of others.
    private func reaches(from name: String, into others: [String]) throws -> [Reference] {
        let code = try module(name)
        var foreignTypes: Set<String> = []
        var foreignNames: Set<String> = []
        for other in others {
            let codebase = try module(other)
            foreignTypes.formUnion(codebase.typeNames)
            foreignNames.formUnion(codebase.files.flatMap { $0.freeDeclarations.map(\.name) })
            foreignNames.formUnion(codebase.files.flatMap { $0.types.filter { $0.kind == .extension }.flatMap { $0.members.map(\.name) } })
        }
        // A name both declare is the module's own (each app has its AppDelegate; Login its own Router).
        foreignTypes.subtract(code.typeNames)
        foreignNames.subtract(code.files.flatMap { $0.freeDeclarations.map(\.name) })
        foreignNames.subtract(code.files.flatMap { $0.types.flatMap { $0.members.map(\.name) } })
        let units = code.typeNames + code.extensionNames
        return units.flatMap { unit in
            code.references(from: unit, to: foreignTypes) + foreignNames.sorted().flatMap { code.mentions(of: $0, in: unit) }
        }
    }
}
