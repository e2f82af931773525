import Foundation
import XCTest

/// The package's `workbook` executable, built beside this test program (`swift build
/// --build-tests`): what the scripts run, for a test that needs it as a separate process (the
/// reaper: in the test process itself it would make the test program a subreaper and take its
/// Ctrl-C).
enum WorkbookExecutable {
    /// Its URL; fails the test when it is not built.
    static func url() throws -> URL {
        // (Linux: the folder of the test program; Darwin: the test bundle, in that folder.)
        let folder = Bundle(for: Marker.self).bundleURL
        let candidates = [folder.appendingPathComponent("workbook"), folder.deletingLastPathComponent().appendingPathComponent("workbook")]
        return try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                             "the workbook executable is built beside the test program (swift build --build-tests)")
    }

    private final class Marker {}
}
