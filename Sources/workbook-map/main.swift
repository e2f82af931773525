/// `workbook-map`: a workbook stage's dependency map, drawn from its code, as Mermaid and as plain text.
///
///     swift run workbook-map Chapters/chapter1/Before --edge "API -> AppDelegate.configuration"
///     workbook-map STAGE_FOLDER [--edge "FROM -> TO"] [--all | --focus "A B Folder/" | --only A,B,…] [--mermaid | --text | --json]
///
/// Prints a fenced Mermaid block (`graph LR`), a blank line and a fenced
/// block of aligned text, one arrow a line: `FROM --> TO  site() → member; …`.
/// The units are the stage's own types and the extensions of framework types
/// (named after their files, `UIViewController+Alert`); every one by default,
/// `--focus` for the units and folders the registry's `workbook.map` names (the
/// scripts pass it: MyBiz's login paths), `--only` for a list. With
/// `--edge`, the chapter's edge is drawn apart — `==>` while present, a
/// dotted arrow labelled "gone" (text `-x-`) once gone — and the text ends with
/// `This chapter's edge, FROM -> TO: present` (or `gone`).
/// `--json`: both drawings and the edge's state as one line of JSON (`MapDocument`).
/// Output is sorted, so the same code always gives the same map.
/// Exit status: 0 drawn; 64 bad arguments (usage on stderr); 66 the folder cannot be read.
import Foundation
import SwiftReferences

do {
    let command = try MapCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    print(try command.output())
} catch let error as MapCommand.UsageError {
    FileHandle.standardError.write(Data("workbook-map: \(error)\n\(MapCommand.usage)\n".utf8))
    exit(64)
} catch {
    FileHandle.standardError.write(Data("workbook-map: \(error)\n".utf8))
    exit(66)
}
