// SPDX-License-Identifier: Apache-2.0
import CSQLite
import Foundation
import Synchronization
import Testing
@testable import Profiles

/// Two processes write one profile store at once (`profiles-import-child --writer`: insert,
/// reorder, delete and import at random, a fixed number of operations from a fixed seed).
/// While they run, every snapshot the test reads has distinct positions (the list keeps
/// gaps, so none is skipped on purpose); at the end the store holds exactly the profiles inserted and not deleted
/// (none lost, none back from the dead), and each writer reads the same final list, the
/// other's profiles included (how often each found the list changed under it while it
/// worked is printed).
@Suite(.serialized)
struct ProfileStoreTwoWritersTests {
    static let operationsPerWriter = 300
    static let seed: UInt64 = 22

    /// The lines a process has said so far, read on a thread of their own, each one
    /// signalled; the end of its output is the line `<end of output>`.
    final class LineLog: Sendable {
        let lines = Mutex<[String]>([])
        let arrived = DispatchSemaphore(value: 0)

        /// Starts reading `descriptor` to its end.
        init(reading descriptor: Int32) {
            Thread.detachNewThread { [self] in
                var line: [UInt8] = []
                var byte: UInt8 = 0
                while true {
                    let count = read(descriptor, &byte, 1)
                    if count < 0 && errno == EINTR { continue }
                    guard count == 1 else { break }
                    if byte == 0x0A {
                        let text = String(decoding: line, as: UTF8.self)
                        lines.withLock { $0.append(text) }
                        line.removeAll()
                        arrived.signal()
                    } else {
                        line.append(byte)
                    }
                }
                lines.withLock { $0.append("<end of output>") }
                arrived.signal()
            }
        }
    }

    /// A running writer: its input and what it has said.
    final class Writer {
        let process: Process
        let input: FileHandle
        /// Kept open for the reading thread.
        let output: FileHandle
        let errorFile: URL
        let log: LineLog

        init(store: URL, number: Int, seed: UInt64, operations: Int, errorFile: URL) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ProfileStoreDurabilityTests.childPath)
            process.arguments = ["--writer", store.path, "\(number)", "\(seed)", "\(operations)"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorFile)
            try process.run()
            self.process = process
            self.input = input.fileHandleForWriting
            self.errorFile = errorFile
            self.output = output.fileHandleForReading
            log = LineLog(reading: self.output.fileDescriptor)
        }

        var said: [String] { log.lines.withLock { $0 } }

        /// Waits (at most until `deadline`) for a line starting with `prefix`; returns it.
        func waitForLine(startingWith prefix: String, deadline: DispatchTime) -> String? {
            while true {
                // One look at the lines: the answer and the end of output may arrive together.
                let lines = said
                if let line = lines.last(where: { $0.hasPrefix(prefix) }) { return line }
                if lines.last == "<end of output>" { return nil }
                guard log.arrived.wait(timeout: deadline) == .success else { return nil }
            }
        }

        /// Whether a line starting with `prefix` has arrived yet, without waiting.
        func hasSaid(_ prefix: String) -> Bool { said.contains { $0.hasPrefix(prefix) } }

        func send(_ line: String) { input.write(Data((line + "\n").utf8)) }

        var errorOutput: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }
    }

    /// What the run found, checked on the test's own task.
    struct Report: Sendable {
        var problems: [String] = []
        var snapshots = 0
        var changesSeen: [Int] = []
        /// The writers (1, 2) whose profiles the final list holds.
        var writersInFinalList: Set<UInt8> = []
        var operations: [String: Int] = [:]
        var finalCount = 0
        var exitStatuses: [Int32] = []
    }

    /// The ids in position order and whether no two share a position, read
    /// with SQL of its own (the store's API cannot show a repeated position), on a
    /// read-only connection that waits for a writer's lock rather than fail.
    static func snapshot(_ store: URL) throws -> (ids: [String], positionsAreDistinct: Bool) {
        var database: OpaquePointer?
        guard sqlite3_open_v2(store.path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
            sqlite3_close(database)
            throw RawSQLiteError(message: "cannot open \(store.path)")
        }
        defer { sqlite3_close(database) }
        sqlite3_busy_timeout(database, 10_000)
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, "SELECT id, position FROM profile ORDER BY position, id", -1, &statement, nil) == SQLITE_OK else {
            throw RawSQLiteError(message: String(cString: sqlite3_errmsg(database)))
        }
        defer { sqlite3_finalize(statement) }
        var ids: [String] = [], distinct = true, previous: Int64?
        var code = sqlite3_step(statement)
        while code == SQLITE_ROW {
            ids.append(String(cString: sqlite3_column_text(statement, 0)))
            let position = sqlite3_column_int64(statement, 1)
            distinct = distinct && previous.map { $0 < position } ?? true
            previous = position
            code = sqlite3_step(statement)
        }
        guard code == SQLITE_DONE else { throw RawSQLiteError(message: String(cString: sqlite3_errmsg(database))) }
        return (ids, distinct)
    }

    @Test func twoProcessesWritingOneStoreLoseNothingAndSeeEachOther() async throws {
        let report = try await onOwnThread { try Self.runWriters() }
        #expect(report.problems == [])
        #expect(report.exitStatuses == [0, 0])
        // How often a writer found the list changed under it depends on how the two were
        // scheduled (said, not required); the final check below does not: each writer
        // reads the whole final list, the other's profiles included.
        #expect(report.changesSeen.count == 2 && report.changesSeen.allSatisfy { $0 >= 0 })
        #expect(report.writersInFinalList == [1, 2], "the final list holds profiles of both writers")
        #expect(report.snapshots > 0)
        print("two writers: \(Self.operationsPerWriter) operations each (seed \(Self.seed)): \(report.operations.sorted { $0.key < $1.key }); "
              + "\(report.finalCount) profiles at the end; the writers saw the other's changes \(report.changesSeen) times; "
              + "\(report.snapshots) snapshots checked while they ran")
    }

    static func runWriters() throws -> Report {
        var report = Report()
        let scratch = TemporaryFolder("profiles-two-writers")
        defer { scratch.remove() }
        let store = scratch.file("profiles.sqlite")
        do { _ = try ProfileStore(url: store, initialProfiles: Profile.demoProfiles) }

        let writers = try (1...2).map { number in
            try Writer(store: store, number: number, seed: seed, operations: operationsPerWriter,
                       errorFile: scratch.file("writer-\(number).err"))
        }
        defer {
            for writer in writers where writer.process.isRunning { kill(writer.process.processIdentifier, SIGKILL) }
        }
        let deadline = DispatchTime.now() + .seconds(300)
        for writer in writers where writer.waitForLine(startingWith: "ready", deadline: deadline) == nil {
            report.problems.append("a writer did not start: \(writer.errorOutput)")
            return report
        }
        for writer in writers { writer.send("go") }

        // While they write, every committed state must have distinct positions.
        while !writers.allSatisfy({ $0.hasSaid("done") || !$0.process.isRunning }), DispatchTime.now() < deadline {
            let (ids, distinct) = try snapshot(store)
            report.snapshots += 1
            if !distinct { report.problems.append("snapshot \(report.snapshots): positions repeat (\(ids.count) profiles)") }
            if Set(ids).count != ids.count { report.problems.append("snapshot \(report.snapshots): an id appears twice") }
        }
        for (number, writer) in writers.enumerated() {
            guard let done = writer.waitForLine(startingWith: "done ", deadline: deadline) else {
                report.problems.append("writer \(number + 1) did not finish: \(writer.errorOutput)")
                return report
            }
            report.changesSeen.append(Int(done.dropFirst(5)) ?? -1)
        }

        // What the logs say the store must hold: the start, plus everything added, minus
        // everything deleted (ids are never reused).
        var added = Set(Profile.demoProfiles.map(\.id.uuidString)), deleted = Set<String>()
        for writer in writers {
            for line in writer.said {
                let words = line.split(separator: " ").map(String.init)
                guard let verb = words.first, ["insert", "import", "delete", "move", "stale"].contains(verb) else { continue }
                report.operations[verb, default: 0] += 1
                if verb == "delete" { deleted.formUnion(words.dropFirst()) } else { added.formUnion(words.dropFirst()) }
            }
        }
        let expected = added.subtracting(deleted)
        let (finalIDs, distinct) = try snapshot(store)
        report.finalCount = finalIDs.count
        // A writer's ids start with its number (ConcurrentWriter); the demo profiles' do not.
        report.writersInFinalList = Set(finalIDs.compactMap { UUID(uuidString: $0)?.uuid.0 }.filter { $0 == 1 || $0 == 2 })
        if !distinct { report.problems.append("the final positions repeat") }
        let lost = expected.subtracting(finalIDs), revived = Set(finalIDs).subtracting(expected)
        if !lost.isEmpty { report.problems.append("lost profiles: \(lost.sorted())") }
        if !revived.isEmpty { report.problems.append("profiles that should not be there: \(revived.sorted())") }
        if finalIDs.count != expected.count { report.problems.append("\(finalIDs.count) profiles stored, \(expected.count) expected") }

        // Each writer reads the final list, the other's changes included.
        for (number, writer) in writers.enumerated() {
            writer.send("check")
            guard writer.waitForLine(startingWith: "end", deadline: deadline) != nil else {
                report.problems.append("writer \(number + 1) did not answer the check: \(writer.errorOutput) (it said last: \(writer.said.suffix(3)))")
                continue
            }
            let seen = writer.said.filter { $0.hasPrefix("sees ") }.map { String($0.dropFirst(5)) }
            if seen != finalIDs { report.problems.append("writer \(number + 1) reads \(seen.count) profiles, the store holds \(finalIDs.count)") }
        }
        for writer in writers {
            writer.process.waitUntilExit()
            report.exitStatuses.append(writer.process.terminationStatus)
        }
        let reopened = try ProfileStore(url: store)
        if try reopened.integrityCheck() != ["ok"] { report.problems.append("integrity_check: \(try reopened.integrityCheck())") }
        if try reopened.orderedIDs().map(\.uuidString) != finalIDs { report.problems.append("the store's order differs from its positions") }
        return report
    }
}
