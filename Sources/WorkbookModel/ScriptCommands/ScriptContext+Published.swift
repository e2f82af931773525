import Foundation

extension ScriptContext {
    /// The published workbook's manifest, or nil when the repository has none.
    public var publishedManifest: PublishedManifest? {
        PublishedManifest.load(root: root)
    }

    /// The manifest's files as they are now.
    public func manifestFilesNow() throws -> PublishedManifest {
        guard let digests = FileDigests(path: environment["PATH"]) else {
            throw ScriptFailure("neither sha256sum nor shasum is on PATH: the workbook's files cannot be compared with the published ones")
        }
        return try PublishedManifest.listing(root: root, paths: PublishedManifest.roots(registry: registry()), digests: digests)
    }

    /// How the files differ from those of `published` (the manifest, read once by the caller:
    /// nothing without one).
    public func changes(from published: PublishedManifest?) throws -> [ManifestChange] {
        guard let published else { return [] }
        return published.changes(to: try manifestFilesNow())
    }
}
