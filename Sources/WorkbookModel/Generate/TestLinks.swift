import Foundation

/// The links a stage's test target folder holds (Chapters/chapterN/Tests/<Stage><Suite>), and
/// nothing else: to the chapter's adapter, to the shared launch helper, and to the suites that
/// guard the stage (the shared characterization suites the registry names, or every Swift file
/// of the chapter's Tests/Goals). ./Scripts/generate makes them so.
public struct TestLinks: Equatable, Sendable {
    /// One entry of the folder: a link to `target`, or a real file (`target` nil).
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var target: String?

        public init(name: String, target: String?) {
            self.name = name
            self.target = target
        }
    }

    /// The entries, by name in byte order.
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The folder, relative to the repository.
    public static func folder(chapter: String, stage: String, suite: String) -> String {
        "Chapters/\(chapter)/Tests/\(stage)\(suite)"
    }

    /// The links the folder should hold.
    public static func wanted(chapter: RegistryChapter, suite: String, root: URL) -> TestLinks {
        var entries = [Entry(name: "StageUnderTest.swift", target: "../StageUnderTest.swift"),
                       Entry(name: "MyBizTestCase+Launch.swift", target: "../../../Shared/Support/MyBizTestCase+Launch.swift")]
        if suite == "Characterization" {
            entries += chapter.suites.map { Entry(name: "\($0)CharacterizationTests.swift", target: "../../../Shared/Characterization/\($0)CharacterizationTests.swift") }
        } else {
            let goals = root.appendingPathComponent("Chapters/\(chapter.name)/Tests/Goals")
            entries += FolderEntry.list(goals.path).map(\.name)
                .filter { !$0.hasPrefix(".") && $0.hasSuffix(".swift") && FileManager.default.isFile(at: goals.appendingPathComponent($0)) }
                .map { Entry(name: $0, target: "../Goals/\($0)") }
        }
        return TestLinks(entries: entries)
    }

    /// What the folder holds now (nothing when it is missing).
    public static func actual(folder: URL) -> TestLinks {
        TestLinks(entries: FolderEntry.list(folder.path).map { entry in
            let target = entry.kind == .link ? try? FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(entry.name).path) : nil
            return Entry(name: entry.name, target: target)
        })
    }

    /// What differs from `wanted`, a line each, by name: `FOLDER/NAME should link to TARGET`,
    /// `FOLDER/NAME should not be there (it is: TARGET)`.
    public func differences(from wanted: TestLinks, folder: String) -> [String] {
        let have = entries.filter { !wanted.entries.contains($0) }, want = wanted.entries.filter { !entries.contains($0) }
        let lines = want.map { ($0.name, "\(folder)/\($0.name) should link to \($0.target ?? "")") }
            + have.map { ($0.name, "\(folder)/\($0.name) should not be there (it is: \($0.target ?? "(file)"))") }
        // (By name; for one name, what it should be first.)
        return lines.enumerated().sorted { ($0.element.0.utf8.lexicographicallyPrecedes($1.element.0.utf8)) || ($0.element.0 == $1.element.0 && $0.offset < $1.offset) }
            .map(\.element.1)
    }
}
