@testable import WorkbookModel
import XCTest

final class SymbolDemanglingTests: XCTestCase {
    private func symbol(_ display: String) throws -> Symbol {
        let function = try XCTUnwrap(ShopFixture.sil.functions.first { $0.display == display }, "no function \(display)")
        return try XCTUnwrap(ShopFixture.symbols[function.name], "no symbol for \(display)")
    }

    func test_symbol_ofAStaticsAddressor_isItsTypesMember() throws {
        let sut = try symbol("AppDelegate.configuration.unsafeMutableAddressor")

        XCTAssertEqual(sut, Symbol(module: "Shop", typePath: ["AppDelegate"], typeModule: "Shop", member: "configuration"))
    }

    func test_symbol_ofAMemberOfAnExtensionInTheTypesModule_isTheTypesMember() throws {
        let sut = try symbol("AppDelegate.sharedAPI.getter")

        XCTAssertEqual(sut, Symbol(module: "Shop", typePath: ["AppDelegate"], typeModule: "Shop", member: "sharedAPI"))
    }

    func test_symbol_ofAMemberOfAnExtensionOfAnotherModulesType_saysSo() throws {
        let sut = try symbol("Int.doubled.getter")

        XCTAssertEqual(sut, Symbol(module: "Shop", typePath: ["Int"], typeModule: "Swift", inExtension: true, member: "doubled"))
    }

    func test_unit_ofAnExtensionOfAnotherModulesType_isNamedAfterItsFile() throws {
        let getter = try XCTUnwrap(ShopFixture.code.graph.nodes.firstIndex { $0.display == "Int.doubled.getter" })

        XCTAssertEqual(ShopFixture.code.units[getter], CodeUnit(name: "Int+Shop", module: "Shop", extendedType: "Int"))
    }

    func test_symbol_ofAProtocolWitness_isTheConformingTypesAndNamesTheProtocol() throws {
        let sut = try symbol("protocol witness for APIProviding.sharedAPI.getter in conformance AppDelegate")

        XCTAssertEqual(sut.typePath, ["AppDelegate"])
        XCTAssertEqual(sut.member, "sharedAPI")
        XCTAssertEqual(sut.witnessOf, "APIProviding")
    }

    func test_symbol_ofAClosure_isTheFunctionItIsWrittenIn() throws {
        let closure = try XCTUnwrap(ShopFixture.sil.functions.first { $0.display.hasPrefix("implicit closure #1 in LoginScreen.signIn()") })

        let sut = try XCTUnwrap(ShopFixture.symbols[closure.name])

        XCTAssertEqual(sut.typePath, ["LoginScreen"])
        XCTAssertEqual(sut.member, "signIn")
    }

    func test_symbol_ofAFunctionOfAnotherModule_namesThatModule() throws {
        let mirror = try XCTUnwrap(ShopFixture.sil.functions.first { $0.display.hasPrefix("Mirror.init(reflecting:)") })

        let sut = try XCTUnwrap(ShopFixture.symbols[mirror.name])

        XCTAssertEqual(sut.typePath, ["Mirror"])
        XCTAssertEqual(sut.typeModule, "Swift")
    }

    func test_parseTrees_ofTwoNames_readsEachTree() {
        let output = """
            Demangling for $s4Shop6LoggerO3logyySSFZ
            kind=Global
              kind=Static
                kind=Function
                  kind=Enum
                    kind=Module, text="Shop"
                    kind=Identifier, text="Logger"
                  kind=Identifier, text="log"
                  kind=Type
                    kind=FunctionType

            Demangling for main
            kind=Global

            """

        let sut = DemangleNode.parseTrees(output)

        XCTAssertEqual(Set(sut.keys), ["$s4Shop6LoggerO3logyySSFZ", "main"])
        XCTAssertEqual(sut["$s4Shop6LoggerO3logyySSFZ"].flatMap(Symbol.init(tree:)), Symbol(module: "Shop", typePath: ["Logger"], typeModule: "Shop", member: "log"))
        XCTAssertNil(sut["main"].flatMap(Symbol.init(tree:)), "main belongs to no type")
    }
}
