/// A mutation testing report in the schema Stryker's tools read (mutation-testing-report-schema, version 2).
///
/// Only what grade knows is filled in: each mutated file's source and
/// mutants (id, mutator, replacement, location, status, the tests that
/// killed it), and the tests by class. Encoded with `JSONEncoder`, the keys
/// are the schema's.
public struct MutationReport: Codable, Equatable {
    /// The schema this report follows.
    public var schema = "https://git.io/mutation-testing-report-schema"
    /// The schema's major version.
    public var schemaVersion = "2"
    /// The mutation scores (in percent) from which a report shows a score as high or low.
    public var thresholds: Thresholds
    /// The mutated files, by their path relative to the repository.
    public var files: [String: FileResult]
    /// The tests, by class name.
    public var testFiles: [String: TestFile]?
    /// The tool that graded, for the report's reader.
    public var framework: Framework?

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", schemaVersion, thresholds, files, testFiles, framework
    }

    public init(thresholds: Thresholds, files: [String: FileResult], testFiles: [String: TestFile]? = nil, framework: Framework? = nil) {
        self.thresholds = thresholds
        self.files = files
        self.testFiles = testFiles
        self.framework = framework
    }

    /// Scores from which a report calls the result high or low.
    public struct Thresholds: Codable, Equatable {
        public var high: Int
        public var low: Int

        public init(high: Int, low: Int) {
            self.high = high
            self.low = low
        }
    }

    /// One mutated file: its language, its whole source as it is, and its mutants.
    public struct FileResult: Codable, Equatable {
        public var language = "swift"
        public var source: String
        public var mutants: [Mutant]

        public init(source: String, mutants: [Mutant]) {
            self.source = source
            self.mutants = mutants
        }
    }

    /// One mutant and what became of it.
    public struct Mutant: Codable, Equatable {
        public var id: String
        public var mutatorName: String
        public var replacement: String?
        public var description: String?
        public var location: Location
        public var status: Status
        public var statusReason: String?
        public var killedBy: [String]?
        public var duration: Int?

        public init(id: String, mutatorName: String, replacement: String?, description: String?, location: Location,
                    status: Status, statusReason: String?, killedBy: [String]?, duration: Int?) {
            self.id = id
            self.mutatorName = mutatorName
            self.replacement = replacement
            self.description = description
            self.location = location
            self.status = status
            self.statusReason = statusReason
            self.killedBy = killedBy
            self.duration = duration
        }
    }

    /// A mutant's status, as the schema names them.
    public enum Status: String, Codable, Equatable {
        case killed = "Killed", survived = "Survived", noCoverage = "NoCoverage", timeout = "Timeout", runtimeError = "RuntimeError"
    }

    /// Where a mutant changes the code: start inclusive, end exclusive; lines and columns count from 1.
    public struct Location: Codable, Equatable {
        public var start: Position
        public var end: Position

        public init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }
    }

    /// A line and a column, both from 1.
    public struct Position: Codable, Equatable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The tests of one class.
    public struct TestFile: Codable, Equatable {
        public var tests: [Test]

        public init(tests: [Test]) {
            self.tests = tests
        }
    }

    /// One test: its id (Class.test, as `killedBy` names it) and its name.
    public struct Test: Codable, Equatable {
        public var id: String
        public var name: String

        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The grading tool.
    public struct Framework: Codable, Equatable {
        public var name: String

        public init(name: String) {
            self.name = name
        }
    }
}
