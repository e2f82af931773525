import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `./Scripts/doctor`: whether this machine can run the workbook, a ✓ or ✗ line a fact, each
/// ✗ with its fix.
public struct DoctorCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "doctor"
    public static let options: [ScriptOption] = []
    public static let usage = """
        Usage: ./Scripts/doctor

        Checks that this machine can run the workbook: the platform, the Swift
        toolchain (6 or later), that an XCTest test builds and runs (a tiny package
        in a temporary folder, removed afterwards), git, a writable workbook folder,
        check's build folders (damaged or stale), the tests as published, free disk
        space, and anything else that would make ./Scripts/check fail. Each line says ✓ or ✗,
        and a ✗ says how to fix it.

        Options:
          -h, --help  show this help

        Exit status: 0 all good, 1 something to fix, 2 bad arguments or no Swift 6
        toolchain to run doctor itself (its one line says how to get one).

        """

    /// What checking every chapter takes on disk, at most (each checked stage keeps a build folder).
    static let diskNeeded: UInt64 = 4 << 30

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        if let first = arguments.operands.first { throw ScriptFailure("unexpected argument '\(first)': it takes none (see --help)") }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let findings = findings(context)
        let palette = context.palette, out = context.output
        for finding in findings {
            if let fix = finding.fix {
                out.line("\(palette.red)✗\(palette.reset) \(finding.line)\n    fix: \(fix)")
            } else {
                out.line("\(palette.green)✓\(palette.reset) \(finding.line)")
            }
        }
        out.line()
        let problems = findings.filter { $0.fix != nil }.count
        guard problems == 0 else {
            out.line("\(palette.red)\(problems) problem(s) to fix: see the ✗ lines above.\(palette.reset)")
            return 1
        }
        let first = (try? context.registry())?.chapters(ofKind: RegistryChapter.pairKind).first?.name ?? "chapter1"
        out.line("\(palette.green)All good.\(palette.reset) Start with Chapters/\(first)/README.md, then ./Scripts/check \(first)")
        return 0
    }

    /// Every fact, in the order a learner reads them.
    func findings(_ context: ScriptContext) -> [DoctorFinding] {
        let path = context.environment["PATH"]
        var findings = [DoctorFinding.platform()]
        if let bash = context.environment["WORKBOOK_BASH_VERSION"], !bash.isEmpty { findings.append(.ok("bash \(bash)")) }
        let home = DoctorFinding.home(context.environment["HOME"])
        findings += home.map { [$0] } ?? []
        findings += DoctorFinding.toolchain(path: path, system: DoctorFinding.system, probe: home == nil)
        findings.append(DoctorFinding.git(root: context.root, path: path))
        findings += DoctorFinding.workbook(context)
        findings.append(DoctorFinding.disk(root: context.root, needed: Self.diskNeeded))
        return findings
    }
}
