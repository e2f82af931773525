import Foundation

/// A Before folder's files as the steps compare them — the learner's, or the Before at some
/// step (``StepStates`` makes those from the After by undoing the patches) — by path
/// relative to the folder; names that start with a dot (editors' files) left out, as
/// `diff -r -x '.*'` leaves them.
public struct StepFolder: Equatable, Sendable {
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    /// The folder at `url`, read whole (links followed, as diff follows them); empty when it is not there.
    public static func read(_ url: URL) -> StepFolder {
        var files: [String: [UInt8]] = [:]
        func walk(_ relative: String) {
            let here = relative.isEmpty ? url : url.appendingPathComponent(relative)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: here.path)) ?? [] where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    walk(path)
                } else if let data = FileManager.default.contents(atPath: url.appendingPathComponent(path).path) {
                    files[path] = [UInt8](data)
                }
            }
        }
        walk("")
        return StepFolder(files: files)
    }

    /// The paths whose content differs between the two folders, a file missing from one included.
    public func differing(from other: StepFolder) -> Set<String> {
        Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }
    }

    /// How many lines differ between the two folders, as `diff -r -N` marks them `<` or `>`: a
    /// shortest edit script per file, a file missing from one counting all its lines.
    public func changedLines(to other: StepFolder) -> Int {
        differing(from: other).reduce(0) { sum, path in
            let diff = LineDiff(old: files[path] ?? [], new: other.files[path] ?? [])
            let added = diff.added.count
            // Of the old lines, those not kept: the old count less the new lines that are not added.
            return sum + added + diff.oldLines.count - (diff.newLines.count - added)
        }
    }
}
