import Foundation
import XCTest
@testable import WorkbookModel

/// A rule judged on a small call graph: what a failing path names.
final class RuleVerdictPathTests: XCTestCase {
    /// `Screen.show()` calls `Logging.log` on a value of the protocol; `AppDelegate` adopts it.
    static let protocolAnsweredByTheAppDelegate = """
    // Screen.show()
    sil hidden [ossa] @$s1M6ScreenC4showyyF : $@convention(method) (@guaranteed Screen) -> () {
    bb0(%0 : @guaranteed $Screen):
      %4 = witness_method $@opened("0", any Logging) Self, #Logging.log : <Self where Self : Logging> (Self) -> () -> () : $@convention(witness_method: Logging) <τ_0_0 where τ_0_0 : Logging> (@in_guaranteed τ_0_0) -> (), loc "Screen.swift":7:9, scope 2 // user: %5
    } // end sil function '$s1M6ScreenC4showyyF'

    // protocol witness for Logging.log() in conformance AppDelegate
    sil private [transparent] [thunk] [ossa] @$s1M11AppDelegateCAA7LoggingTW : $@convention(witness_method: Logging) (@in_guaranteed AppDelegate) -> () {
    bb0(%0 : $*AppDelegate):
      // function_ref AppDelegate.log()
      %2 = function_ref @$s1M11AppDelegateC3logyyF : $@convention(method) (@guaranteed AppDelegate) -> (), loc "AppDelegate.swift":3:10, scope 3 // user: %3
    } // end sil function '$s1M11AppDelegateCAA7LoggingTW'

    // AppDelegate.log()
    sil hidden [ossa] @$s1M11AppDelegateC3logyyF : $@convention(method) (@guaranteed AppDelegate) -> () {
    bb0(%0 : @guaranteed $AppDelegate):
    } // end sil function '$s1M11AppDelegateC3logyyF'

    sil_witness_table hidden AppDelegate: Logging module M {
      method #Logging.log: <Self where Self : Logging> (Self) -> () -> () : @$s1M11AppDelegateCAA7LoggingTW	// protocol witness for Logging.log() in conformance AppDelegate
    }

    """

    private func sut() -> StageCode {
        let symbols = [
            "$s1M6ScreenC4showyyF": Symbol(module: "M", typePath: ["Screen"], typeModule: "M", member: "show"),
            "$s1M11AppDelegateCAA7LoggingTW": Symbol(module: "M", typePath: ["AppDelegate"], typeModule: "M", member: "log", witnessOf: "Logging"),
            "$s1M11AppDelegateC3logyyF": Symbol(module: "M", typePath: ["AppDelegate"], typeModule: "M", member: "log"),
        ]
        let graph = CallGraph(sil: [SILText.parse(Self.protocolAnsweredByTheAppDelegate, module: "M")], symbols: symbols, visibility: ["M": ["M"]])
        return StageCode(graph: graph, modules: ["M"])
    }

    func test_verdict_tableLetThroughAnsweredStraightByWhatIsForbidden_pathNamesWhoAnswers() throws {
        let rule = try XCTUnwrap(DependencyRules.parse("""
        test     test_screen_doesNotReachTheAppDelegate
        message  Screen still reaches the AppDelegate
        edge     Screen -> AppDelegate
        through  Logging: the logger it is handed (unless the AppDelegate answers)
        """).rules.first)

        let verdict = sut().verdict(rule)

        XCTAssertFalse(verdict.isGone)
        XCTAssertEqual(verdict.reaches.first?.end, "AppDelegate.log()")
        XCTAssertEqual(verdict.reaches.first?.steps.map(\.text), ["Screen.show() calls AppDelegate.log() (through Logging, which AppDelegate answers)"])
    }

    func test_verdict_tableLetThroughAnsweredByAnotherUnit_isGone() throws {
        let rule = try XCTUnwrap(DependencyRules.parse("""
        test     test_screen_doesNotReachTheSettings
        message  Screen still reaches the settings
        edge     Screen -> Settings
        through  Logging: the logger it is handed
        """).rules.first)

        XCTAssertTrue(sut().verdict(rule).isGone)
    }
}
