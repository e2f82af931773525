import Foundation

/// Where a test program the workbook runs keeps what Foundation writes on its own: a folder of
/// the run's, not the learner's home. On Linux, swift-corelibs-foundation keeps URLSession's
/// cache in `$XDG_CACHE_HOME` (`org.swift.foundation.URLCache/PROGRAM`) and a `debug` folder in
/// `$XDG_DATA_HOME`, else under `$HOME/.cache` and `$HOME/.local/share`, making them (verified on
/// Linux, Swift 6.3.1: a HOME that did not exist was made, with both, by a test run as root).
/// Darwin's Foundation reads neither variable (its caches are under ~/Library): there they change nothing.
enum TestProgramHome {
    /// The variables that put them in `folder` (made by the program as it needs them).
    static func environment(in folder: URL) -> [String: String] {
        ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path]
    }
}
