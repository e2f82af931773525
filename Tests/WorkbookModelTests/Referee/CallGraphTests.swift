import Foundation
import XCTest
@testable import WorkbookModel

/// The call graph read from SIL text: small pieces of what `swiftc -emit-silgen` prints.
final class CallGraphTests: XCTestCase {
    /// A generic free function calling a protocol requirement on its parameter, as SILGen
    /// prints it: the parameter by its declared name (`$Holder`), not `τ_0_0`.
    static let genericCaller = """
    // heldAPI<A>(_:)
    sil hidden [ossa] @$s1M7heldAPIF : $@convention(thin) <Holder where Holder : APIHolder> (@in_guaranteed Holder) -> @owned API {
    bb0(%0 : $*Holder):
      %2 = witness_method $Holder, #APIHolder.api!getter : <Self where Self : APIHolder> (Self) -> () -> API? : $@convention(witness_method: APIHolder) <τ_0_0 where τ_0_0 : APIHolder> (@in_guaranteed τ_0_0) -> @owned Optional<API>, loc "Support/APIHolder.swift":8:12, scope 4 // user: %3
    } // end sil function '$s1M7heldAPIF'

    // protocol witness for APIHolder.api.getter in conformance AppDelegate
    sil private [transparent] [thunk] [ossa] @$s1M11AppDelegateCAA9APIHolderTW : $@convention(witness_method: APIHolder) (@in_guaranteed AppDelegate) -> @owned Optional<API> {
    bb0(%0 : $*AppDelegate):
    } // end sil function '$s1M11AppDelegateCAA9APIHolderTW'

    sil_witness_table hidden AppDelegate: APIHolder module M {
      method #APIHolder.api!getter: <Self where Self : APIHolder> (Self) -> () -> API? : @$s1M11AppDelegateCAA9APIHolderTW	// protocol witness for APIHolder.api.getter in conformance AppDelegate
    }

    """

    private func sut(_ text: String) -> CallGraph {
        CallGraph(sil: [SILText.parse(text, module: "M")], symbols: [:], visibility: ["M": ["M"]])
    }

    func test_parse_functionWithNamedGenericParameters_readsTheirNames() {
        let text = SILText.parse(Self.genericCaller, module: "M")

        XCTAssertEqual(text.functions.first?.genericParameters, ["Holder"])
    }

    func test_parse_functionWithSeveralGenericParametersAndAttributes_readsEachName() {
        let line = "sil hidden [ossa] @$s1M1fF : $@yield_once @convention(method) <Key, Value where Key : Hashable> (@guaranteed Box<Key, Value>) -> ()"

        let sut = SILText.parse(line + " {\n} // end sil function '$s1M1fF'\n", module: "M")

        XCTAssertEqual(sut.functions.first?.genericParameters, ["Key", "Value"])
    }

    func test_parse_functionWithoutGenericSignature_hasNoGenericParameters() {
        let sut = SILText.parse("sil hidden [ossa] @$s1M1fF : $@convention(thin) (@guaranteed Optional<Box<Int>>) -> () {\n} // end sil function '$s1M1fF'\n", module: "M")

        XCTAssertEqual(sut.functions.first?.genericParameters, [])
    }

    func test_init_requirementCalledOnANamedGenericParameter_reachesEveryConformanceTheModuleSees() throws {
        let sut = sut(Self.genericCaller)

        let caller = try XCTUnwrap(sut.node(id: "fn:$s1M7heldAPIF"))
        let dispatch = try XCTUnwrap(sut.edges[caller].first?.to)
        XCTAssertEqual(sut.edges[dispatch].map { sut.nodes[$0.to].id }, ["fn:$s1M11AppDelegateCAA9APIHolderTW"])
    }

    func test_concreteType_genericParameterOrItsMemberType_isNotConcrete() {
        XCTAssertNil(CallGraph.concreteType("Holder", genericParameters: ["Holder"]))
        XCTAssertNil(CallGraph.concreteType("Holder.Element", genericParameters: ["Holder"]))
        XCTAssertEqual(CallGraph.concreteType("AppDelegate", genericParameters: ["Holder"]), "AppDelegate")
    }
}
