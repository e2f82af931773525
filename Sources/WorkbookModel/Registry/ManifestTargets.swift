import Foundation

/// The targets `swift package dump-package` says Package.swift declares, read from its JSON:
/// what integrity holds against the library's reading of the same registry.
public struct ManifestTargets: Decodable, Equatable, Sendable {
    /// A target's name and, for a chapter's, its folder.
    public struct Target: Decodable, Equatable, Sendable {
        public var name: String
        public var path: String?
    }

    public var targets: [Target]

    /// From dump-package's JSON (other keys ignored).
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: json)
    }

    /// The targets whose folder is under Chapters/, in the manifest's order.
    public var chapterTargetNames: [String] {
        targets.filter { $0.path?.hasPrefix("Chapters/") == true }.map(\.name)
    }

    /// One line per way the manifest's chapter targets and the registry's differ; none when they agree.
    public func problems(against registry: [String]) -> [String] {
        let manifest = chapterTargetNames
        guard manifest != registry else { return [] }
        var problems = manifest.filter { !registry.contains($0) }.map {
            "Package.swift declares \($0), which WorkbookModel's reading of Chapters/chapters.registry does not"
        }
        problems += registry.filter { !manifest.contains($0) }.map {
            "WorkbookModel's reading of Chapters/chapters.registry has \($0), which Package.swift does not declare"
        }
        if problems.isEmpty { problems = ["Package.swift declares the chapters' targets in another order than WorkbookModel reads them"] }
        return problems
    }
}
