extension Int {
    /// A count a person gives (a job count, runs, samples): ASCII digits only (no sign, no
    /// space), 1 or more, small enough for an Int; else nil.
    init?(countOfOneOrMore text: String) {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let count = Int(text), count >= 1 else { return nil }
        self = count
    }
}
