import Foundation

/// SwiftPM's cache of what each Package.swift evaluated to, one for every package of the user.
/// The workbook's Package.swift reads files SwiftPM does not watch (`.workbook/before-goals`,
/// the registry), so after a change to one this cache must forget. `swift package purge-cache`
/// would, but it also empties the user's clones of every other package's dependencies (to be
/// fetched again, online); only the manifests' part goes here, and every package's Package.swift
/// is evaluated again once, offline.
public struct ManifestCache: Equatable, Sendable {
    /// The cache's folder (a SQLite database in it).
    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Where SwiftPM keeps it for the user whose `environment` this is, as its own lookup finds it
    /// (swift-package-manager, Sources/Basics/FileSystem/FileSystem+Extensions.swift,
    /// `swiftPMCacheDirectory`): `~/.swiftpm/cache` when that exists (SwiftPM makes it a link to
    /// the next), else `org.swift.swiftpm` in the user's caches folder (Foundation's
    /// `.cachesDirectory`, which SwiftPM reads: `~/Library/Caches` on macOS; on Linux
    /// `$XDG_CACHE_HOME`, else `~/.cache`); then its `manifests`. Verified on Linux (Swift
    /// 6.3.1): removing it makes SwiftPM evaluate Package.swift again. Nil without HOME.
    public static func live(environment: [String: String]) -> ManifestCache? {
        guard let path = environment["HOME"], !path.isEmpty else { return nil }
        let home = URL(fileURLWithPath: path)
        let dotSwiftPM = home.appendingPathComponent(".swiftpm/cache")
        if FileManager.default.fileExists(atPath: dotSwiftPM.path) {
            return ManifestCache(folder: dotSwiftPM.appendingPathComponent("manifests"))
        }
        #if canImport(Darwin)
        let caches = home.appendingPathComponent("Library/Caches")
        #else
        let caches = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? home.appendingPathComponent(".cache")
        #endif
        return ManifestCache(folder: caches.appendingPathComponent("org.swift.swiftpm/manifests"))
    }

    /// Forgets every package's evaluated Package.swift (nothing when there is no cache yet).
    public func forget() {
        try? FileManager.default.removeItem(at: folder)
    }
}
