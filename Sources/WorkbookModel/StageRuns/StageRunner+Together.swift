import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stages that compiled last time, built together in one build (one re-link of the test
/// program instead of one a stage), each one's tests still run on their own (XCTest's filter).
extension StageRunner {
    /// Builds the scopes in one build and starts each one's tests in the background; the scopes
    /// left to build on their own (all of them when the joint build failed, or a stage's tests
    /// are not in it: a learner's split Before leaves the After to a scope of its own).
    func runTogether(_ scopes: [String]) -> Set<String> {
        let scratch = buildFolder(scopes[0])
        // Their keys now, from the files as they build.
        let keys = keys(scopes)
        let log = settings.out.appendingPathComponent("together.build.log")
        let left = settings.out.appendingPathComponent("left.events")
        try? FileManager.default.createDirectory(at: settings.scratchBase, withIntermediateDirectories: true)
        // Each stage's progress line shows the joint build's counter.
        for scope in scopes {
            try? FileManager.default.removeItem(at: file(scope, "build.log"))
            try? FileManager.default.createSymbolicLink(atPath: file(scope, "build.log").path, withDestinationPath: log.lastPathComponent)
        }
        // (A note that the folder started from scratch goes to the first stage only: left.events.)
        try? FileManager.default.removeItem(at: left)
        removeForeignModules(scopes, scratch: scratch)
        let ending = build(scope: scopes.joined(separator: ","), scratch: scratch, log: log, events: left)
        // Each link replaced by a copy at once, by a rename: a progress line never sees no log.
        for scope in scopes {
            let next = file(scope, "build.log.new")
            if !(copied(log, to: next) && rename(next.path, file(scope, "build.log").path) == 0) {
                try? FileManager.default.removeItem(at: file(scope, "build.log"))
                try? FileManager.default.removeItem(at: next)
            }
        }
        let program = settings.out.appendingPathComponent("together.xctest")
        let listing = settings.out.appendingPathComponent("together.list")
        guard ending == .exited(0), let binary = testBinary(in: scratch), copied(binary, to: program),
              (try? limited([program.path, "--list-tests"], environment: testEnvironment(nil), log: listing).run()) == .exited(0)
        else { return Set(scopes) }
        let events = settings.out.appendingPathComponent("together.events")
        _ = FileManager.default.createFile(atPath: events.path, contents: nil)
        removeStaleResources(scratch: scratch, scope: nil, events: events)
        let listed = ResultFolder.lines(BoundedText.read(listing) ?? "")
        var leftToBuild: Set<String> = []
        for scope in scopes {
            let filter = classes(of: scope, in: listed)
            if filter.isEmpty {
                leftToBuild.insert(scope)
                continue
            }
            startStage(scope)
            _ = copied(log, to: file(scope, "build.log"))
            moveLeftEvents(to: scope)
            append(ResultFolder.lines(BoundedText.read(events) ?? ""), to: file(scope, "events"))
            let key = keys[scope] ?? ""
            inBackground {
                self.testStage(scope, scratch: scratch, key: key, binary: program, filter: filter.joined(separator: ","))
            }
        }
        return leftToBuild
    }

    /// The scope's test classes in a joint program's listing (`Target.Class/test` a line), as
    /// XCTest's filter takes them: `Target.Class`, once each, in byte order.
    func classes(of scope: String, in listed: [String]) -> [String] {
        guard let (_, stage, suite) = named(scope) else { return [] }
        let prefix = stage.testTargetName(suite: suite) + "."
        let names = listed.compactMap { line -> String? in
            guard line.hasPrefix(prefix), let slash = line.firstIndex(of: "/") else { return nil }
            let name = String(line[..<slash])
            let className = name.dropFirst(prefix.count)
            return !className.isEmpty && className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && className.allSatisfy(\.isASCII) ? name : nil
        }
        return Array(Set(names)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
