import Foundation

/// A chapter's step position from the disk: the steps' states (``StepStates``: `STATES/0` …
/// `STATES/N`, the Before at each step), the Before, and the README's
/// *Expected:* lines.
extension StepPosition {
    /// The states in a folder, 0 to N, in order (none when it holds no `0`).
    public static func states(in folder: URL) -> [StepFolder] {
        var states: [StepFolder] = []
        while FileManager.default.isFolder(at: folder.appendingPathComponent("\(states.count)")) {
            states.append(StepFolder.read(folder.appendingPathComponent("\(states.count)")))
        }
        return states
    }

    /// Where `chapter`'s Before (or the folder `before`) is, judged as ``judge(states:before:expectations:results:)`` says.
    public static func judge(chapter: String, states: URL, before: URL? = nil, root: URL,
                             results: (characterization: String, goals: String)?) -> StepPosition? {
        let readme = (try? String(contentsOf: root.appendingPathComponent("Chapters/\(chapter)/README.md"), encoding: .utf8)) ?? ""
        return judge(states: Self.states(in: states), before: StepFolder.read(before ?? root.appendingPathComponent("Chapters/\(chapter)/Before")),
                     expectations: StepExpectation.read(readme: readme), results: results)
    }

    /// The README's step titles of a chapter.
    public static func titles(chapter: String, root: URL) -> [String] {
        titles(readme: (try? String(contentsOf: root.appendingPathComponent("Chapters/\(chapter)/README.md"), encoding: .utf8)) ?? "")
    }
}
