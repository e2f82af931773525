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

    /// The AppDelegate storing a closure of its own into a global, and the login screen reading it.
    static let globalClosureSlot = """
    // AppDelegate.launch()
    sil hidden [ossa] @$s1M11AppDelegateC6launchyyF : $@convention(method) (@guaranteed AppDelegate) -> () {
    bb0(%0 : @guaranteed $AppDelegate):
      // function_ref provideAPI.unsafeMutableAddressor
      %46 = function_ref @$s1M10provideAPIvau : $@convention(thin) () -> Builtin.RawPointer, loc "App/AppDelegate.swift":13:9, scope 2 // user: %47
      %47 = apply %46() : $@convention(thin) () -> Builtin.RawPointer, loc "App/AppDelegate.swift":13:9, scope 2 // user: %48
      %48 = pointer_to_address %47 to [strict] $*@callee_guaranteed () -> @owned Optional<API>, loc "App/AppDelegate.swift":13:9, scope 2 // user: %65
      // function_ref closure #1 in AppDelegate.launch()
      %57 = function_ref @$s1M11AppDelegateC6launchyyFAA3APICSgycfU_ : $@convention(thin) (@guaranteed @sil_unowned AppDelegate) -> @owned Optional<API>, loc "App/AppDelegate.swift":13:22, scope 2 // user: %64
      %62 = copy_value %0, loc "App/AppDelegate.swift":13:22, scope 2 // user: %64
      %64 = partial_apply [callee_guaranteed] %57(%62) : $@convention(thin) (@guaranteed @sil_unowned AppDelegate) -> @owned Optional<API>, loc "App/AppDelegate.swift":13:22, scope 2 // user: %65
      %65 = begin_access [modify] [dynamic] %48 : $*@callee_guaranteed () -> @owned Optional<API>, loc "App/AppDelegate.swift":13:20, scope 2 // users: %66, %67
      assign %64 to %65 : $*@callee_guaranteed () -> @owned Optional<API>, loc "App/AppDelegate.swift":13:20, scope 2 // id: %66
    } // end sil function '$s1M11AppDelegateC6launchyyF'

    // LoginViewController.signIn()
    sil hidden [ossa] @$s1M19LoginViewControllerC6signInyyF : $@convention(method) (@guaranteed LoginViewController) -> () {
    bb0(%0 : @guaranteed $LoginViewController):
      // function_ref provideAPI.unsafeMutableAddressor
      %2 = function_ref @$s1M10provideAPIvau : $@convention(thin) () -> Builtin.RawPointer, loc "Login/LoginViewController.swift":25:36, scope 3 // user: %3
      %3 = apply %2() : $@convention(thin) () -> Builtin.RawPointer, loc "Login/LoginViewController.swift":25:36, scope 3 // user: %4
      %4 = pointer_to_address %3 to [strict] $*@callee_guaranteed () -> @owned Optional<API>, loc "Login/LoginViewController.swift":25:36, scope 3 // user: %5
      %5 = begin_access [read] [dynamic] %4 : $*@callee_guaranteed () -> @owned Optional<API>, loc "Login/LoginViewController.swift":25:36, scope 3 // users: %6, %7
      %6 = load [copy] %5 : $*@callee_guaranteed () -> @owned Optional<API>, loc "Login/LoginViewController.swift":25:36, scope 3 // user: %8
    } // end sil function '$s1M19LoginViewControllerC6signInyyF'

    """

    func test_parse_closureAssignedToAGlobalThroughItsAddressor_isAStoreIntoThatGlobal() {
        let sut = SILText.parse(Self.globalClosureSlot, module: "M")

        XCTAssertEqual(sut.globalStores, [SILGlobalStore(addressor: "$s1M10provideAPIvau", function: "$s1M11AppDelegateC6launchyyFAA3APICSgycfU_",
                                                         location: SourceLocation(file: "App/AppDelegate.swift", line: 13))])
    }

    func test_parse_globalOnlyRead_isNoStore() {
        let reader = Self.globalClosureSlot.components(separatedBy: "// LoginViewController.signIn()")[1]

        let sut = SILText.parse(reader, module: "M")

        XCTAssertEqual(sut.globalStores, [])
    }

    func test_parse_closureStoredIntoALocalBox_isNoStoreIntoAGlobal() {
        let text = """
        sil hidden [ossa] @$s1M1fyyF : $@convention(thin) () -> () {
        bb0:
          %1 = alloc_box ${ var @callee_guaranteed () -> () }, loc "F.swift":2:9, scope 1
          %2 = project_box %1, 0, loc "F.swift":2:9, scope 1
          %3 = function_ref @$s1M1fyyFyycfU_ : $@convention(thin) () -> (), loc "F.swift":2:20, scope 1
          %4 = thin_to_thick_function %3 to $@callee_guaranteed () -> (), loc "F.swift":2:20, scope 1
          store %4 to [init] %2 : $*@callee_guaranteed () -> (), loc "F.swift":2:9, scope 1
        } // end sil function '$s1M1fyyF'

        """

        XCTAssertEqual(SILText.parse(text, module: "M").globalStores, [])
    }

    func test_init_globalAClosureIsStoredIn_reachesTheClosureFromItsReaders() throws {
        let sut = sut(Self.globalClosureSlot)

        let reader = try XCTUnwrap(sut.node(id: "fn:$s1M19LoginViewControllerC6signInyyF"))
        let global = try XCTUnwrap(sut.node(id: "fn:$s1M10provideAPIvau"))
        let closure = try XCTUnwrap(sut.node(id: "fn:$s1M11AppDelegateC6launchyyFAA3APICSgycfU_"))
        XCTAssertTrue(sut.edges[reader].contains { $0.to == global })
        XCTAssertTrue(sut.edges[global].contains { $0.to == closure })
    }

    func test_castTypes_branchOnAClass_readsTheTargetType() {
        XCTAssertEqual(SILText.castTypes(in: "checked_cast_br UIViewController in %10 to LoginViewController, bb2, bb3"), ["LoginViewController"])
    }

    func test_castTypes_addressCastToAComposition_readsEachProtocol() {
        let code = "checked_cast_addr_br take_always Any in %2 to any Retrying & Resetting & AnyObject in %4, bb1, bb2"

        XCTAssertEqual(SILText.castTypes(in: code), ["Retrying", "Resetting"])
    }

    func test_castTypes_optionalOrMetatype_readsTheNominalType() {
        XCTAssertEqual(SILText.castTypes(in: "unconditional_checked_cast %3 to Optional<AppDelegate>"), ["AppDelegate"])
        XCTAssertEqual(SILText.castTypes(in: "checked_cast_br @thick UIViewController.Type in %3 to @thick LoginViewController.Type, bb1, bb2"),
                       ["LoginViewController"])
    }

    func test_init_castToAType_reachesThatType() throws {
        let text = """
        // ErrorViewController.retry()
        sil hidden [ossa] @$s1M19ErrorViewControllerC5retryyyF : $@convention(method) (@guaranteed ErrorViewController) -> () {
        bb0(%0 : @guaranteed $ErrorViewController):
          checked_cast_br UIViewController in %10 to LoginViewController, bb2, bb3, loc "Alerts/ErrorViewController.swift":53:41, scope 2 // id: %11
        } // end sil function '$s1M19ErrorViewControllerC5retryyyF'

        class LoginViewController : UIViewController {
        }

        """

        let sut = sut(text)

        let caster = try XCTUnwrap(sut.node(id: "fn:$s1M19ErrorViewControllerC5retryyyF"))
        let target = try XCTUnwrap(sut.edges[caster].first?.to)
        XCTAssertEqual(sut.nodes[target].symbol, Symbol(module: "M", typePath: ["LoginViewController"], typeModule: "M", member: "self"))
        XCTAssertEqual(sut.edges[caster].first?.location, SourceLocation(file: "Alerts/ErrorViewController.swift", line: 53))
    }

    func test_init_castToAGenericParameter_reachesNoType() throws {
        let text = """
        sil hidden [ossa] @$s1M9presenterF : $@convention(method) <Screen where Screen : UIViewController> (@guaranteed UIViewController) -> @owned Optional<Screen> {
        bb0(%0 : @guaranteed $UIViewController):
          checked_cast_br UIViewController in %3 to Screen, bb1, bb2, loc "P.swift":5:9, scope 2 // id: %4
        } // end sil function '$s1M9presenterF'

        """

        let sut = sut(text)

        let caster = try XCTUnwrap(sut.node(id: "fn:$s1M9presenterF"))
        XCTAssertEqual(sut.edges[caster].count, 0)
    }

    /// A storyboard declaring the error scene, whose layout closure makes a button's action.
    static let errorScene = """
    // one-time initialization function for main
    sil private [global_init_once_fn] [ossa] @$s13HeadlessUIKit14StoryboardFileV1ME4main_WZ : $@convention(c) (Builtin.RawPointer) -> () {
    bb0(%0 : $Builtin.RawPointer):
      // function_ref closure #3 in variable initialization expression of static StoryboardFile.main
      %36 = function_ref @$s1M4mainfU1_ : $@convention(thin) @substituted <τ_0_0 where τ_0_0 : _NativeClass> (@guaranteed τ_0_0, @guaranteed UIView) -> () for <ErrorViewController>, loc "Storyboards/Main.storyboard.swift":56:75, scope 1 // user: %37
      %37 = thin_to_thick_function %36 to $@callee_guaranteed @substituted <τ_0_0 where τ_0_0 : _NativeClass> (@guaranteed τ_0_0, @guaranteed UIView) -> () for <ErrorViewController>, loc "Storyboards/Main.storyboard.swift":56:75, scope 1 // user: %39
      // function_ref StoryboardScene.init<A>(identifier:title:make:layout:)
      %38 = function_ref @$s13HeadlessUIKit15StoryboardSceneV10identifier5title4make6layoutACSS_SSSgxyXAyx_AA6UIViewCtctcAA0I10ControllerCRbzlufC : $@convention(method) <τ_0_0 where τ_0_0 : UIViewController> (@owned String) -> @owned StoryboardScene, loc "Storyboards/Main.storyboard.swift":56:9, scope 1 // user: %39
      %39 = apply %38<ErrorViewController>(%32, %33, %35, %37, %26) : $@convention(method) <τ_0_0 where τ_0_0 : UIViewController> (@owned String) -> @owned StoryboardScene, loc "Storyboards/Main.storyboard.swift":56:9, scope 1 // user: %40
    } // end sil function '$s13HeadlessUIKit14StoryboardFileV1ME4main_WZ'

    // closure #3 in variable initialization expression of static StoryboardFile.main
    sil private [ossa] @$s1M4mainfU1_ : $@convention(thin) (@guaranteed ErrorViewController, @guaranteed UIView) -> () {
    bb0(%0 : @guaranteed $ErrorViewController, %1 : @guaranteed $UIView):
      // function_ref closure #1 in closure #3 in variable initialization expression of static StoryboardFile.main
      %5 = function_ref @$s1M4mainfU1_fU_ : $@convention(thin) (@guaranteed UIAction) -> (), loc "Storyboards/Main.storyboard.swift":64:60, scope 2 // user: %6
    } // end sil function '$s1M4mainfU1_'

    // closure #1 in closure #3 in variable initialization expression of static StoryboardFile.main
    sil private [ossa] @$s1M4mainfU1_fU_ : $@convention(thin) (@guaranteed UIAction) -> () {
    bb0(%0 : @guaranteed $UIAction):
    } // end sil function '$s1M4mainfU1_fU_'

    class ErrorViewController : UIViewController {
    }

    """

    func test_parse_closureHandedToAStoryboardScene_isThatScenesControllerCode() {
        let sut = SILText.parse(Self.errorScene, module: "M")

        XCTAssertEqual(sut.sceneClosures, [SILSceneClosure(function: "$s1M4mainfU1_", controller: "ErrorViewController")])
    }

    func test_units_sceneClosureAndTheClosuresItMakes_areTheControllersUnit() throws {
        let storyboard = Symbol(module: "M", typePath: ["StoryboardFile"], typeModule: "HeadlessUIKit", inExtension: true, member: "main")
        let graph = CallGraph(sil: [SILText.parse(Self.errorScene, module: "M")],
                              symbols: ["$s1M4mainfU1_": storyboard, "$s1M4mainfU1_fU_": storyboard, "$s13HeadlessUIKit14StoryboardFileV1ME4main_WZ": storyboard],
                              visibility: ["M": ["M"]])

        let sut = StageCode(graph: graph, modules: ["M"])

        let layout = try XCTUnwrap(graph.node(id: "fn:$s1M4mainfU1_"))
        let action = try XCTUnwrap(graph.node(id: "fn:$s1M4mainfU1_fU_"))
        let declaration = try XCTUnwrap(graph.node(id: "fn:$s13HeadlessUIKit14StoryboardFileV1ME4main_WZ"))
        XCTAssertEqual(sut.units[layout]?.name, "ErrorViewController")
        XCTAssertEqual(sut.units[action]?.name, "ErrorViewController")
        XCTAssertEqual(sut.units[declaration]?.extendedType, "StoryboardFile")
    }

    func test_init_closureStoredInAGlobalByAModuleThatImportsIt_isHandedInNotReached() throws {
        let library = """
        // slot.unsafeMutableAddressor
        sil [global_init] [ossa] @$s1L4slotvau : $@convention(thin) () -> Builtin.RawPointer {
        bb0:
        } // end sil function '$s1L4slotvau'

        """
        let app = Self.globalClosureSlot.replacingOccurrences(of: "$s1M10provideAPIvau", with: "$s1L4slotvau")

        let sut = CallGraph(sil: [SILText.parse(library, module: "L"), SILText.parse(app, module: "A")], symbols: [:],
                            visibility: ["L": ["L"], "A": ["A", "L"]])

        let global = try XCTUnwrap(sut.node(id: "fn:$s1L4slotvau"))
        XCTAssertEqual(sut.edges[global].count, 0)
    }

    func test_parse_closureAssignedToAFieldOfAGlobal_isAStoreIntoThatGlobal() {
        let text = """
        sil hidden [ossa] @$s1M1fyyF : $@convention(thin) () -> () {
        bb0:
          %49 = function_ref @$s1M3API5hooksvau : $@convention(thin) () -> Builtin.RawPointer, loc "A.swift":3:9, scope 1
          %50 = apply %49() : $@convention(thin) () -> Builtin.RawPointer, loc "A.swift":3:9, scope 1
          %51 = pointer_to_address %50 to [strict] $*API.Hooks, loc "A.swift":3:9, scope 1
          %59 = function_ref @$s1M1fyyFyycfU_ : $@convention(thin) () -> (), loc "A.swift":3:30, scope 1
          %62 = thin_to_thick_function %59 to $@callee_guaranteed () -> (), loc "A.swift":3:30, scope 1
          %63 = begin_access [modify] [dynamic] %51 : $*API.Hooks, loc "A.swift":3:28, scope 1
          %64 = struct_element_addr %63, #API.Hooks.loggedOut, loc "A.swift":3:28, scope 1
          assign %62 to %64 : $*@callee_guaranteed () -> (), loc "A.swift":3:28, scope 1
        } // end sil function '$s1M1fyyF'

        """

        XCTAssertEqual(SILText.parse(text, module: "M").globalStores.map(\.function), ["$s1M1fyyFyycfU_"])
    }

    func test_parse_closureHeldByAValueAnInitializerMakes_isStoredWithIt() {
        let text = """
        sil hidden [ossa] @$s1M1fyyF : $@convention(thin) () -> () {
        bb0:
          %1 = function_ref @$s1M3API5hooksvau : $@convention(thin) () -> Builtin.RawPointer, loc "A.swift":3:9, scope 1
          %2 = apply %1() : $@convention(thin) () -> Builtin.RawPointer, loc "A.swift":3:9, scope 1
          %3 = pointer_to_address %2 to [strict] $*API.Hooks, loc "A.swift":3:9, scope 1
          %4 = function_ref @$s1M1fyyFyycfU_ : $@convention(thin) () -> (), loc "A.swift":3:30, scope 1
          %5 = thin_to_thick_function %4 to $@callee_guaranteed () -> (), loc "A.swift":3:30, scope 1
          %6 = function_ref @$s1M3APIC5HooksV9loggedOutAEyyc_tcfC : $@convention(method) (@owned @callee_guaranteed () -> (), @thin API.Hooks.Type) -> @owned API.Hooks, loc "A.swift":3:20, scope 1
          %7 = apply %6(%5, %8) : $@convention(method) (@owned @callee_guaranteed () -> (), @thin API.Hooks.Type) -> @owned API.Hooks, loc "A.swift":3:20, scope 1
          %9 = begin_access [modify] [dynamic] %3 : $*API.Hooks, loc "A.swift":3:18, scope 1
          assign %7 to %9 : $*API.Hooks, loc "A.swift":3:18, scope 1
        } // end sil function '$s1M1fyyF'

        """

        XCTAssertEqual(SILText.parse(text, module: "M").globalStores.map(\.function), ["$s1M1fyyFyycfU_"])
    }
}
