/// One change of a mutant catalogue: its `[id]`, what it is about (`area`), what a user would
/// notice (`notice`), a hint to find it (`hint`), and the sites it can change.
public struct Mutant: Equatable, Sendable {
    public var id: String
    /// The catalogue's line of its `[id]`.
    public var line: Int
    public var area: String?
    public var notice: String?
    public var hint: String?
    public var sites: [MutantSite] = []

    public init(id: String, line: Int, area: String? = nil, notice: String? = nil, hint: String? = nil, sites: [MutantSite] = []) {
        self.id = id
        self.line = line
        self.area = area
        self.notice = notice
        self.hint = hint
        self.sites = sites
    }

    /// `id<TAB>area<TAB>notice<TAB>hint<TAB>file of its first site` (`workbook mutants list`).
    public var listLine: String {
        [id, area ?? "", notice ?? "", hint ?? "", sites.first?.file ?? ""].joined(separator: "\t")
    }
}
