/// Which of a characterize chapter's test folders grade runs: the XCTest folder's tests always, and the Swift Testing
/// folder's unless it holds the published worked example alone beside tests of the learner's own in XCTest.
///
/// As published, the Swift Testing folder holds the XCTest worked example's
/// twin, which catches what the XCTest example catches: beside XCTest tests
/// it would double every run's cost for nothing, so it is left out, and a dim
/// line says so. A learner who prefers Swift Testing and removes the XCTest
/// example leaves the XCTest folder without a test: then the twin is all
/// there is, and it is graded, as the XCTest example alone is. Decided from
/// what the built test program lists, never from a reading of the sources.
public struct GradedFrameworks: Equatable, Sendable {
    /// The Swift Testing folder: none, as published (the worked example alone), or the learner's own.
    public enum SwiftTests: String, Sendable {
        case none, published, edited
    }

    /// Whether grade runs the Swift Testing tests beside the XCTest ones.
    public var runsSwiftTesting: Bool
    /// The dim line grade prints about it, or nil.
    public var note: String?

    /// The decision for a chapter's folders: the Swift Testing folder's state, and how many XCTest tests the test program lists.
    public init(chapter: String, swiftTests: SwiftTests, xctestTests: Int) {
        let xctest = "Chapters/\(chapter)/Tests", swift = "Chapters/\(chapter)/SwiftTests"
        switch swiftTests {
        case .none:
            runsSwiftTesting = false
            note = nil
        case .edited:
            runsSwiftTesting = true
            note = nil
        case .published where xctestTests > 0:
            runsSwiftTesting = false
            note = "\(swift) holds the worked example alone, left out beside your XCTest tests: write a test there and grade runs it too."
        case .published:
            runsSwiftTesting = true
            note = "\(xctest) holds no test: grade runs the Swift Testing worked example in \(swift)."
        }
    }
}
