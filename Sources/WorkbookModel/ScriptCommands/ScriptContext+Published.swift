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

    /// How the files differ from the published ones (nothing without a manifest).
    public func publishedChanges() throws -> [ManifestChange] {
        guard let published = publishedManifest else { return [] }
        return published.changes(to: try manifestFilesNow())
    }
}
