/// A time limit a learner gives (`--time-limit`, WORKBOOK_CHECK_TIME_LIMIT,
/// WORKBOOK_CHECK_BUILD_TIME_LIMIT): whole seconds, 1 to a day. More than a day is no limit a
/// person means, and past 18 digits no shell or clock can hold it.
public enum TimeLimit {
    /// A day, in seconds.
    public static let most = 86_400

    /// The seconds `value` gives, or the one-line failure that names `name`.
    public static func seconds(_ value: String, name: String) throws(ScriptFailure) -> Int {
        guard let first = value.first, first != "0", value.allSatisfy(\.isASCIIDigit) else {
            throw ScriptFailure("\(name) must be a whole number of seconds, 1 or more (it is '\(value)')")
        }
        guard value.count <= 5, let seconds = Int(value), seconds <= most else {
            throw ScriptFailure("\(name) is at most \(most) seconds, a day (it is '\(value)')")
        }
        return seconds
    }

    /// The limit an environment variable sets (unset or empty: `otherwise`).
    public static func seconds(from environment: [String: String], _ name: String, otherwise: Int) throws(ScriptFailure) -> Int {
        guard let value = environment[name], !value.isEmpty else { return otherwise }
        return try seconds(value, name: name)
    }
}
