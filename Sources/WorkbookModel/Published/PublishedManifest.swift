import Foundation

/// Chapters/referees.sha256: the published workbook as one line a file, sorted by path —
/// `<sha256>  <path>`, or for a symbolic link `link:<target>  <path>`; `#` starts a comment.
///
/// The tests referee a learner's work, so the manifest records the published content of
/// everything that referees (the shared suites and snapshots, each chapter's tests, every
/// After, Sources, Package.swift, the registry) and of the exercise itself (every Before, and
/// a characterize chapter's Swift Testing example). An edit of a referee is then found whether
/// or not it was committed, offline; the exercise as published is what reset restores.
public struct PublishedManifest: Equatable, Sendable {
    public static let path = "Chapters/referees.sha256"
    static let header = """
        # The published workbook: the SHA-256 of every referee (shared suites and snapshots,
        # chapter tests and their links, every After, Sources, Package.swift, the registry)
        # and of every Before (the exercise) and chapter 0's Swift Testing worked example.
        # Made by ./Scripts/referees --write --maintainer; read by check (edited referees), reset (the
        # published exercise), grade (is the Swift Testing example as published) and integrity.

        """

    /// Each file's fingerprint (its digest, or `link:TARGET`), by path.
    public var fingerprints: [String: String]

    public init(fingerprints: [String: String]) {
        self.fingerprints = fingerprints
    }

    /// The manifest's text read.
    public init(text: String) {
        var fingerprints: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let gap = line.range(of: "  ") else { continue }
            fingerprints[String(line[gap.upperBound...])] = String(line[..<gap.lowerBound])
        }
        self.init(fingerprints: fingerprints)
    }

    /// The repository's manifest, or nil when it has none.
    public static func load(root: URL) -> PublishedManifest? {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map(PublishedManifest.init(text:))
    }

    /// The manifest's text: its header, then a line a file sorted by path.
    public var text: String {
        Self.header + fingerprints.keys.sorted(by: Self.byteOrder).map { "\(fingerprints[$0]!)  \($0)\n" }.joined()
    }

    /// How `now` (the files as they are) differs from it, sorted by path.
    public func changes(to now: PublishedManifest) -> [ManifestChange] {
        var changes: [ManifestChange] = []
        for (path, fingerprint) in now.fingerprints {
            if let published = fingerprints[path] {
                if published != fingerprint { changes.append(ManifestChange(.changed, path)) }
            } else {
                changes.append(ManifestChange(.added, path))
            }
        }
        changes += fingerprints.keys.filter { now.fingerprints[$0] == nil }.map { ManifestChange(.missing, $0) }
        return changes.sorted { Self.byteOrder($0.path, $1.path) }
    }

    /// The order of `LC_ALL=C sort`: by the paths' bytes.
    static func byteOrder(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}
