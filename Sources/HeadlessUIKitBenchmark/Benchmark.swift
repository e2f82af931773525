import Dispatch

/// One timed operation that finishes on a later main-queue turn, sampled several times.
struct Benchmark {
    /// What is measured, as printed.
    let name: String
    /// The median above which the operation is over budget, in milliseconds.
    let budgetMilliseconds: Double
    /// Prepares one sample, untimed; calls its argument when ready.
    var prepare: (_ ready: @escaping () -> Void) -> Void = { ready in ready() }
    /// The timed operation; calls its argument when the operation has finished.
    let operation: (_ finished: @escaping () -> Void) -> Void

    /// Takes `count` samples one after another, each starting on a fresh main-queue turn, then hands their durations in milliseconds to `done`.
    func sample(_ count: Int, done: @escaping ([Double]) -> Void) {
        var durations: [Double] = []
        func next() {
            guard durations.count < count else { return done(durations) }
            prepare {
                let start = DispatchTime.now().uptimeNanoseconds
                operation {
                    durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                    DispatchQueue.main.async(execute: next)
                }
            }
        }
        DispatchQueue.main.async(execute: next)
    }
}

/// The summary of one benchmark's samples.
struct BenchmarkResult {
    let name: String
    let budgetMilliseconds: Double
    let samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { samples.min() ?? 0 }
    var maximum: Double { samples.max() ?? 0 }
    var isWithinBudget: Bool { median < budgetMilliseconds }
}

/// Runs benchmarks one after another on the main queue, then hands all their results to `done`.
func runAll(_ benchmarks: [Benchmark], samples: Int, done: @escaping ([BenchmarkResult]) -> Void) {
    var results: [BenchmarkResult] = []
    func next() {
        guard results.count < benchmarks.count else { return done(results) }
        let benchmark = benchmarks[results.count]
        benchmark.sample(samples) { durations in
            results.append(BenchmarkResult(name: benchmark.name, budgetMilliseconds: benchmark.budgetMilliseconds, samples: durations))
            next()
        }
    }
    next()
}
