import Foundation

/// `workbook-map`'s command line: which stage, which units, which edge, which format.
///
///     workbook-map STAGE_FOLDER [--edge "FROM -> TO"] [--focus "A B Folder/" | --only A,B,…] [--mermaid | --text | --json]
///
/// Prints the map of the Swift code under STAGE_FOLDER: a fenced Mermaid
/// block, a blank line, then a fenced plain-text block (or only one of them).
/// `--edge` marks the chapter's edge present or gone (see ``ChapterEdge``);
/// the text then ends with `This chapter's edge, FROM -> TO: present|gone`.
/// With `--focus`, the map shows those units and every unit declared in a folder
/// named with a trailing `/` (``MapFocus``: the scripts pass the registry's
/// `workbook.map`); without `--focus` or `--only`, every unit.
public struct MapCommand: Equatable {
    /// Why a command line cannot be run.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Why the stage cannot be read.
    public struct FolderError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Which drawings to print.
    public enum Format: Equatable {
        case both, mermaid, text
        /// Both drawings and the edge's state as one line of JSON (``MapDocument``).
        case json
    }

    public static let usage = """
        usage: workbook-map STAGE_FOLDER [--edge "FROM -> TO"] [--all | --focus "A B Folder/" | --only A,B,…] [--mermaid | --text | --json]
          STAGE_FOLDER   a stage's sources, e.g. Chapters/chapter1/Before
          --edge E       the chapter's edge, FROM[.member] -> TO[.member]: drawn apart, marked present or gone
          --all          every type and extension of the stage (the default)
          --focus WORDS  these units, and those declared in a folder named Folder/ (and the edge's ends)
          --only A,B     these units (and the edge's ends)
          --mermaid      only the Mermaid block; --text: only the plain-text block
          --json         both, and whether the edge is present, as JSON (chapter and stage: the folder's last two names)
        """

    public var folder: String
    public var edge: ChapterEdge?
    public var selection: DependencyMap.Selection = .all
    public var format: Format = .both

    /// Parses the arguments after the program's name.
    public init(arguments: [String]) throws {
        var folder: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--edge":
                guard let value = remaining.popFirst(), let edge = ChapterEdge(value) else {
                    throw UsageError(description: "--edge needs FROM -> TO, e.g. \"API -> AppDelegate.configuration\"")
                }
                self.edge = edge
            case "--all":
                selection = .all
            case "--focus":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw UsageError(description: "--focus needs the units to show, e.g. \"AppDelegate API Login/\"") }
                selection = .focus(MapFocus(words: value))
            case "--only":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw UsageError(description: "--only needs a comma-separated list of types") }
                selection = .only(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            case "--mermaid":
                format = .mermaid
            case "--text":
                format = .text
            case "--json":
                format = .json
            default:
                guard !argument.hasPrefix("-"), folder == nil else { throw UsageError(description: "unexpected argument: \(argument)") }
                folder = argument
            }
        }
        guard let folder else { throw UsageError(description: "which stage? give its folder, e.g. Chapters/chapter1/Before") }
        self.folder = folder
    }

    /// The map of the stage, drawn as asked.
    public func output() throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw FolderError(description: "no such folder: \(folder)")
        }
        let codebase: Codebase
        do {
            codebase = try Codebase(folder: URL(fileURLWithPath: folder))
        } catch {
            throw FolderError(description: "cannot read \(folder): \(error.localizedDescription)")
        }
        let map = DependencyMap(codebase, selection: selection, chapterEdge: edge)
        switch format {
        case .mermaid: return map.mermaid
        case .text: return "```\n\(map.text)\n```"
        case .both: return "\(map.mermaid)\n\n```\n\(map.text)\n```"
        case .json: return MapDocument(folder: folder, map: map).json
        }
    }
}
