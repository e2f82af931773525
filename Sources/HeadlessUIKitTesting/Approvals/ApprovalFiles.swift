import Foundation

/// One verification's approved and received files: `__Approvals__/<TestFile>/<test>.approved.txt` and `.received.txt` beside
/// the test file for a test's first verification, `<test>.2.approved.txt` for its second, and so on.
///
/// Each verification has files of its own, so that the received table a failure shows is the
/// one its `mv` approves, however many tables a test verifies. A test's first verification
/// keeps the name it had when a test had one file for all (`<test>.approved.txt`): an approved
/// file of a test that verifies one table keeps working.
struct ApprovalFiles {
    let approved: URL
    let received: URL

    /// The files of a test's `verification`th verification (1 for its first), from its file's path (symlinks resolved: a
    /// linked test file has one set) and its name.
    init(forTestFileAt path: String, testName: String, verification: Int = 1) {
        let source = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
        let name = verification > 1 ? "\(test).\(verification)" : test
        let folder = source.deletingLastPathComponent()
            .appendingPathComponent("__Approvals__")
            .appendingPathComponent(source.deletingPathExtension().lastPathComponent)
        approved = folder.appendingPathComponent(name + ".approved.txt")
        received = folder.appendingPathComponent(name + ".received.txt")
    }

    /// Compares a table with the approved file; returns why the test fails, or `nil`.
    ///
    /// On a mismatch the table is written to the received file, or, with a
    /// staging folder, to the same path under that folder (grade moves it
    /// into place). A match removes a received file left over, unless staging.
    func compare(_ text: String, stagingFolder: String? = nil) -> String? {
        let staging = stagingFolder.flatMap { $0.isEmpty ? nil : $0 }
        let stored = try? String(contentsOf: approved, encoding: .utf8)
        let expected = stored.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
        if let expected, expected == text {
            if staging == nil { try? FileManager.default.removeItem(at: received) }
            return nil
        }
        let target = staging.map { URL(fileURLWithPath: $0 + received.path) } ?? received
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: target, atomically: true, encoding: .utf8)
        } catch {
            return "Could not write the received table \(target.path): \(error.localizedDescription)"
        }
        let approve = "approve it: mv \"\(received.path)\" \"\(approved.path)\""
        guard let expected else {
            let count = text.isEmpty ? 0 : text.components(separatedBy: "\n").count
            return "No approved table yet (\(approved.lastPathComponent)). Received, \(count) combinations:\n\(text)\n"
                + "Read it: to pin what the code does, \(approve)"
        }
        return "The table differs from the approved one (- approved, + received):\n\(TextDiff(expected: expected, actual: text).text)\n"
            + "\(Self.cause(approved: expected, received: text)) To pin the received table instead, \(approve)"
    }

    /// Why a received table differs from the approved one, as far as the two tell: the same inputs with other results are
    /// the code's behaviour (or an edited file); other inputs are another table: the test's inputs changed, or the file
    /// approves another verification, as it could when a test's verifications shared one file.
    static func cause(approved: String, received: String) -> String {
        func inputs(_ table: String) -> [Substring] {
            table.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.range(of: " => ").map { line[..<$0.lowerBound] } ?? line
            }
        }
        if inputs(approved) == inputs(received) {
            return "The code's behaviour changed, or the approved file was edited."
        }
        return "The approved table has other inputs: the test's inputs changed, or the file approves another verification "
            + "(before each verifyAllCombinations call had files of its own, a test's calls shared one)."
    }
}
