/// Mutant schemata from a catalogue: which site of each mutant fits a stage (``plan``), the
/// files that plan changes, where each planned change stands (``lines``, ``locate``), and a
/// stage's file with every planned mutant written in beside the code it changes, switched on at
/// run time by `MutantSwitch.isOn("id")` (``apply``): grade's package (``MutantPackage``) is
/// written with them; `workbook mutants` prints them for integrity and the scripts' tests.
///
/// Text is searched byte by byte: an anchor is found where its bytes are, and columns count bytes.
public struct MutantSchemata: Sendable {
    public var catalogue: MutantCatalogue
    /// A file's bytes by its path (a stage's folder, a slash, the file), nil when there is none.
    public var read: @Sendable (String) -> [UInt8]?

    public init(catalogue: MutantCatalogue, read: @escaping @Sendable (String) -> [UInt8]?) {
        self.catalogue = catalogue
        self.read = read
    }

    /// What the stage's folder `stage` holds at `file`, its lines joined (nil: no such file).
    func text(stage: String, file: String) -> ByteText? {
        read(stage + "/" + file).map(ByteText.joinedLines)
    }

    /// The first site of each mutant whose file the stage holds with the anchor in it as the
    /// site asks; in a stage of several modules (`modules`, their folders), the file is also
    /// looked for in each module's folder (API/API.swift in MyBiz/). A mutant no site fits is a
    /// problem: `id<TAB>no site fits this stage: why; why`.
    public func plan(stage: String, modules: [String]) -> (plan: MutantPlan, problems: [String]) {
        var entries: [MutantPlan.Entry] = [], problems: [String] = []
        for mutant in catalogue.mutants {
            var why: [String] = [], chosen: MutantPlan.Entry?
            sites: for (offset, site) in mutant.sites.enumerated() {
                for (number, folder) in ([""] + modules.map { $0 + "/" }).enumerated() {
                    let file = folder + site.file
                    guard let text = text(stage: stage, file: file) else {
                        if number == modules.count { why.append("no file \(site.file)") }
                        continue
                    }
                    switch site.position(in: text) {
                    case .success:
                        chosen = MutantPlan.Entry(id: mutant.id, site: offset + 1, file: file)
                        break sites
                    case .failure(let miss):
                        why.append(miss.reason)
                    }
                }
            }
            if let chosen { entries.append(chosen) } else { problems.append("\(mutant.id)\tno site fits this stage: \(why.joined(separator: "; "))") }
        }
        return (MutantPlan(entries: entries), problems)
    }

    /// Each planned mutant of the catalogue, with its site and the file it changes, in the
    /// catalogue's order.
    func planned(_ plan: MutantPlan) -> [(mutant: Mutant, site: MutantSite, file: String)] {
        catalogue.mutants.compactMap { mutant in
            guard let entry = plan.entry(mutant.id) else { return nil }
            let site = mutant.sites.indices.contains(entry.site - 1) ? mutant.sites[entry.site - 1] : MutantSite(file: "")
            return (mutant, site, entry.file.isEmpty ? site.file : entry.file)
        }
    }

    /// The files the planned sites change, once each, in the catalogue's order.
    public func files(_ plan: MutantPlan) -> [String] {
        var files: [String] = []
        for (_, _, file) in planned(plan) where !files.contains(file) { files.append(file) }
        return files
    }

    /// Where each planned site's anchor is in the stage: `file<TAB>line<TAB>id` (the lines a
    /// mutant pins). A site that no longer fits is left out.
    public func lines(_ plan: MutantPlan, stage: String) -> [String] {
        located(plan, stage: stage).map { mutant, _, file, text, at in
            "\(file)\t\(1 + text.bytes[..<at].lazy.filter { $0 == 10 }.count)\t\(mutant.id)"
        }
    }

    /// Where each planned mutant changes the stage's code, as it is: `id<TAB>file<TAB>`, then
    /// ``MutantSite/location(in:at:)``. A site that no longer fits is left out.
    public func locate(_ plan: MutantPlan, stage: String) -> [String] {
        located(plan, stage: stage).map { mutant, site, file, text, at in
            "\(mutant.id)\t\(file)\t\(site.location(in: text, at: at))"
        }
    }

    private func located(_ plan: MutantPlan, stage: String) -> [(Mutant, MutantSite, String, ByteText, Int)] {
        planned(plan).compactMap { mutant, site, file in
            guard let text = text(stage: stage, file: file), case .success(let at) = site.position(in: text) else { return nil }
            return (mutant, site, file, text, at)
        }
    }

    /// The comment above the declarations a file's mutants use, in the mutants' copy only.
    static let declarationsComment = "// Declarations the mutants above use (workbook mutants apply: decl)."

    /// `source` (the stage's file `target`) with every planned mutant of that file written in
    /// beside the code it changes (only those in `only`, when given), and each applied site's
    /// `decl` lines at the end of the file, after the code: only in this copy, never in the
    /// stage's own file. An anchor that is missing or not unique is a problem, `id<TAB>why`,
    /// and the others are still applied.
    public func apply(_ plan: MutantPlan, target: String, source: [UInt8], only: Set<String>?) -> (text: String, problems: [String]) {
        var text = ByteText.joinedLines(source).bytes, decls: [String] = [], problems: [String] = []
        for (mutant, site, file) in planned(plan) where file == target && (only?.contains(mutant.id) ?? true) {
            switch site.position(in: ByteText(text)) {
            case .failure(let miss):
                problems.append("\(mutant.id)\t\(miss.reason)")
            case .success(let at):
                text.replaceSubrange(at..<(at + (site.anchor ?? "").utf8.count), with: Array(site.switched(id: mutant.id).utf8))
                decls += site.decls
            }
        }
        var written = ByteText(text).string
        if !decls.isEmpty { written += "\n\n" + Self.declarationsComment + decls.map { "\n" + $0 }.joined() }
        return (written + "\n", problems)
    }
}
