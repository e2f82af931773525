/// check's `--json`: one document, laid out line for line as check has always printed it
/// (programs and the README's samples read it), every string escaped.
extension CheckReport {
    public var json: String {
        var out = "{\"chapters\": ["
        for (index, entry) in entries.enumerated() {
            let verdict = entry.verdict
            out += (index == 0 ? "" : ",") + "\n  {\"chapter\": \(JSONText.line(entry.results.chapter)), "
                + "\"healthy\": \(verdict.isHealthy), \"done\": \(verdict.isDone), \"stages\": ["
            for (number, stage) in Stage.names.flatMap({ name in Stage.suites.map { (name, $0) } }).enumerated() {
                let result = entry.results.result(stage.0, stage.1)
                out += (number == 0 ? "" : ",") + "\n    " + Self.json(result)
            }
            let referees = (entry.results.editedReferees ?? [])
                .map { "{\"file\": \(JSONText.line($0.file)), \"change\": \(JSONText.line($0.change))}" }
                .joined(separator: ", ")
            out += "],\n   \"edited_referees\": [\(referees)],\n   \"next\": \(JSONText.line(entry.next))}"
        }
        return out + "\n ],\n \"healthy\": \(isHealthy), \"done\": \(isDone), \"exit_status\": \(exitStatus)}\n"
    }

    /// One stage's object: its counts, its details a line each, its failures whole.
    static func json(_ result: StageResult) -> String {
        let details = result.details.map(JSONText.line).joined(separator: ", ")
        let failures = result.failures.map {
            "\n      {\"test\": \(JSONText.line($0.test)), \"location\": \(JSONText.line($0.location)), \"message\": \(JSONText.text($0.message))}"
        }.joined(separator: ",")
        return "{\"stage\": \(JSONText.line(result.stage.lowercased())), \"suite\": \(JSONText.line(result.suite.lowercased())), "
            + "\"scope\": \(JSONText.line(result.scope)), \"status\": \(JSONText.line(result.status.rawValue)), "
            + "\"compiles\": \(result.status.compiles), \"passed\": \(result.passed), \"total\": \(result.total), "
            + "\"details\": [\(details)],\n     \"failures\": [\(failures)],\n"
            + "     \"stopped_in\": \(JSONText.lineOrNull(result.crash?.test)), \"crash\": \(JSONText.lineOrNull(result.crash?.message)), "
            + "\"log\": \(JSONText.lineOrNull(result.log))}"
    }
}
