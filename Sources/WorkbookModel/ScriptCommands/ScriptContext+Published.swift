import Foundation

extension ScriptContext {
    /// The published workbook's manifest, or nil when the repository has none.
    public var publishedManifest: PublishedManifest? {
        PublishedManifest.load(root: root)
    }

    /// The manifest's files as they are now.
    public func manifestFilesNow() throws -> PublishedManifest {
        try PublishedManifest.filesNow(root: root, registry: registry(), path: environment["PATH"])
    }

    /// How the files differ from those of `published` (the manifest, read once by the caller:
    /// nothing without one).
    public func changes(from published: PublishedManifest?) throws -> [ManifestChange] {
        guard let published else { return [] }
        return published.changes(to: try manifestFilesNow())
    }
}
