// Times HeadlessUIKit on this machine: how long a small app takes to launch
// and become visible, and what a modal round trip costs. These are the
// platform's share of the workbook's budgets (a characterization test that
// logs in and reaches the tab screen: median under 50 ms).
//
// Everything runs on the main queue, which this program drives itself with
// `dispatchMain()`, as UIKit's run loop would; it exits when done: status 0
// when every median is within budget, 1 otherwise. Run it in release mode:
// `./Scripts/bench-platform`.

import Dispatch
import Foundation
import HeadlessUIKit

let usage = """
usage: HeadlessUIKitBenchmark [--samples N]

Times launch-to-visible of a small app, one present+dismiss round trip and
1,000 round trips, N samples each (default 50), and prints the medians in
milliseconds next to their budgets. Exits 1 if a median is over budget.
"""

var sampleCount = 50
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--samples":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write(Data("error: --samples needs a positive whole number\n\n\(usage)\n".utf8))
            exit(2)
        }
        sampleCount = value
    default:
        FileHandle.standardError.write(Data("error: unknown argument '\(argument)'\n\n\(usage)\n".utf8))
        exit(2)
    }
}

/// Launches the benchmark app; `onVisible` runs once its first screen has appeared in the key window.
func launchApp(onVisible: @escaping () -> Void) {
    UIApplication.launch(
        appDelegate: BenchmarkAppDelegate(),
        sceneDelegate: BenchmarkSceneDelegate(),
        mainStoryboard: .benchmarkMain(onDidAppear: onVisible)
    )
}

/// Presents a controller from the app's root and dismisses it, then calls `done`: a round trip as a test drives it.
func roundTrip(then done: @escaping () -> Void) {
    guard let root = UIApplication.shared.keyWindow?.rootViewController else {
        fatalError("The benchmark app has no root to present from")
    }
    root.present(UIViewController(), animated: true) {
        root.dismiss(animated: true, completion: done)
    }
}

/// Makes `count` round trips one after another, then calls `done`.
func roundTrips(_ count: Int, then done: @escaping () -> Void) {
    guard count > 0 else { return done() }
    roundTrip { roundTrips(count - 1, then: done) }
}

/// Launches the app untimed, so that the timed round trips start from a visible root.
let launchedApp: (@escaping () -> Void) -> Void = { ready in
    var appeared = false
    launchApp { if !appeared { appeared = true; ready() } }
}

let benchmarks = [
    Benchmark(name: "launch to visible", budgetMilliseconds: 10) { finished in
        var appeared = false
        launchApp { if !appeared { appeared = true; finished() } }
    },
    Benchmark(name: "present + dismiss round trip", budgetMilliseconds: 1, prepare: launchedApp) { finished in
        roundTrip(then: finished)
    },
    Benchmark(name: "1,000 round trips", budgetMilliseconds: 1_000, prepare: launchedApp) { finished in
        roundTrips(1_000, then: finished)
    },
]

func format(_ milliseconds: Double) -> String {
    String(format: "%.3f", milliseconds)
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

runAll(benchmarks, samples: sampleCount) { results in
    print("HeadlessUIKit benchmark: \(sampleCount) samples each, times in ms")
    print(pad("measurement", 30) + pad("median", 11, right: true) + pad("min", 11, right: true) + pad("max", 11, right: true) + pad("budget", 11, right: true) + "  verdict")
    for result in results {
        print(pad(result.name, 30)
            + pad(format(result.median), 11, right: true)
            + pad(format(result.minimum), 11, right: true)
            + pad(format(result.maximum), 11, right: true)
            + pad("< " + format(result.budgetMilliseconds), 11, right: true)
            + "  " + (result.isWithinBudget ? "ok" : "OVER BUDGET"))
    }
    if !UIKitDiagnostics.warnings.isEmpty {
        print("UIKit warnings during the last launch: \(UIKitDiagnostics.warnings.count)")
    }
    exit(results.allSatisfy(\.isWithinBudget) ? 0 : 1)
}

dispatchMain()
