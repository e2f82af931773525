extension TestFailure {
    /// The failures the scripts found in a test log (Scripts/lib/stage.sh's wb__failed_tests):
    /// `F<TAB>Class.test<TAB>location` a failure, then `M<TAB>text` a line of its message.
    public static func read(failed text: String) -> [TestFailure] {
        var failures: [TestFailure] = []
        var message: [String] = []
        func close() {
            guard !failures.isEmpty else { return }
            failures[failures.count - 1].message = message.joined(separator: "\n")
            message = []
        }
        for line in ResultFolder.lines(text) {
            if line.hasPrefix("F\t") {
                close()
                let fields = line.dropFirst(2).split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                failures.append(TestFailure(test: fields[0], location: fields.count > 1 ? fields[1] : "", message: ""))
            } else if line.hasPrefix("M\t"), !failures.isEmpty {
                message.append(String(line.dropFirst(2)))
            }
        }
        close()
        return failures
    }
}
