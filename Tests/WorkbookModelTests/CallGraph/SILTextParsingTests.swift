@testable import WorkbookModel
import XCTest

final class SILTextParsingTests: XCTestCase {
    func test_parse_ofAModule_readsItsFunctionsWithTheirNamesAndPlaces() throws {
        let sut = ShopFixture.sil

        let signIn = try XCTUnwrap(sut.functions.first { $0.display == "LoginScreen.signIn()" })

        XCTAssertTrue(signIn.isDefinition, "a function the module holds the body of")
        XCTAssertEqual(signIn.location, SourceLocation(file: "Shop/Shop.swift", line: 58))
    }

    func test_parse_ofAFunctionOfAnotherModule_readsItAsADeclaration() throws {
        let sut = ShopFixture.sil

        let declared = sut.functions.filter { !$0.isDefinition }

        XCTAssertTrue(declared.contains { $0.display.hasPrefix("Mirror.init(reflecting:)") }, "Mirror's initializer is the standard library's: declared only")
        XCTAssertTrue(declared.allSatisfy { $0.references.isEmpty })
    }

    func test_parse_ofAWitnessMethodCall_readsItsKeyAndTheTypeItNames() throws {
        let sut = ShopFixture.sil

        let provider = try XCTUnwrap(sut.functions.first { $0.display == "LoginScreen.provider()" })

        XCTAssertTrue(provider.references.contains { reference in
            if case .witnessMethod(let key, let type) = reference.target { return key == "#APIProviding.sharedAPI!getter" && type.hasPrefix("@opened") }
            return false
        }, "the call through the existential: \(provider.references)")
    }

    func test_parse_ofAClassMethodCall_readsItsKeyAndPlace() throws {
        let sut = ShopFixture.sil

        let show = try XCTUnwrap(sut.functions.first { $0.display == "SettingsScreen.show(_:)" })

        XCTAssertEqual(show.references, [SILReference(.classMethod(key: "#Screen.refresh"), at: SourceLocation(file: "Shop/Shop.swift", line: 76))])
    }

    func test_parse_ofTheTables_readsEveryImplementationOfEachKey() {
        let sut = ShopFixture.sil

        let refreshes = sut.vtables.flatMap { $0.entries.filter { $0.key == "#Screen.refresh" }.map(\.implementation) }
        let witnesses = sut.witnessTables.filter { $0.protocolName == "APIProviding" }

        XCTAssertEqual(Set(refreshes).count, 2, "Screen's own refresh() and LoginScreen's override (SettingsScreen inherits Screen's)")
        XCTAssertEqual(witnesses.map(\.type), ["AppDelegate"])
    }

    func test_parse_ofTheDeclarations_readsTypesAndSuperclasses() {
        let sut = ShopFixture.sil

        XCTAssertEqual(sut.superclasses["LoginScreen"], "Screen")
        XCTAssertTrue(sut.declaredTypes.isSuperset(of: ["AppDelegate", "Configuration", "APIDelegate", "APIProviding", "Logger", "API", "Screen", "LoginScreen"]),
                      "declared: \(sut.declaredTypes.sorted())")
    }

    func test_parse_ofAStringLiteralThatLooksLikeAKey_readsNoReference() {
        let sut = SILText.parse("""
            sil hidden [ossa] @$s4Shop1fyyF : $@convention(thin) () -> () {
            bb0:
              %0 = string_literal utf8 "#AppDelegate.api @$s4Shop11AppDelegateC3apiAA3APICvg", loc "Shop/Shop.swift":3:9, scope 1
              %1 = tuple ()
              return %1 : $()
            } // end sil function '$s4Shop1fyyF'
            """, module: "Shop")

        XCTAssertEqual(sut.functions.map(\.references), [[]])
    }
}
