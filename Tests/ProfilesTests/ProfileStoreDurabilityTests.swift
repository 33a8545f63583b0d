// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

/// A child process imports 100,000 profiles in one transaction and is killed with
/// SIGKILL at random moments. After each kill the store opens, passes
/// `PRAGMA integrity_check`, and holds all of the batch or none of it.
///
/// The normal test run kills 10 times (about half a minute in a debug build).
/// `scripts/durability-kills` runs the same test with 100 kills, through
/// `FERRY_DURABILITY_KILLS`; `FERRY_IMPORT_CHILD` picks another child binary (the script
/// uses a release build) and `FERRY_DURABILITY_SEED` picks other kill moments than the
/// fixed default seed's. The summary line says how many kills landed before the commit
/// and how many after it.
@Suite(.serialized)
struct ProfileStoreDurabilityTests {
    static let batchSize = 100_000
    /// The seed of the kill moments unless `FERRY_DURABILITY_SEED` gives another.
    static let defaultSeed: UInt64 = 22

    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// `profiles-import-child`, built beside the test bundle.
    static var childPath: String {
        if let path = environment["FERRY_IMPORT_CHILD"] { return path }
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent(), folder.deletingLastPathComponent().deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("profiles-import-child").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/profiles-import-child").path
    }

    /// The batch: text with commas, quotes, line breaks and non-ASCII, facts and videos.
    static func batch() -> ProfilesArchive {
        ProfilesArchive(profiles: (0..<batchSize).map { (index: Int) -> Profile in
            let high = UInt8(truncatingIfNeeded: index >> 16), middle = UInt8(truncatingIfNeeded: index >> 8)
            let low = UInt8(truncatingIfNeeded: index)
            let id: uuid_t = (high, middle, low, 0xBA, 0x7C, 0x40, 0x40, 0x00, 0x80, 0, 0, 0, 0, 0, 0, 1)
            return Profile(
                id: UUID(uuid: id),
                name: "Batch \(index), Zoë",
                bio: "Line one \"quoted\"\nline two",
                funFacts: index % 4 == 0 ? [] : ["fact \(index)", "second\nfact"],
                video: index % 3 == 0 ? URL(fileURLWithPath: "/videos/clip \(index).mp4") : nil)
        })
    }

    /// A running child, the end of its standard output, and a semaphore signalled when it
    /// exits.
    struct Child {
        let process: Process
        let output: FileHandle
        let exited: DispatchSemaphore

        /// Starts the child on `store` with the CSV at `csv`.
        static func start(store: URL, csv: URL) throws -> Child {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ProfileStoreDurabilityTests.childPath)
            process.arguments = [store.path, csv.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            try process.run()
            return Child(process: process, output: pipe.fileHandleForReading, exited: exited)
        }

        /// Reads one line of the child's output; nil at its end.
        func readLine() -> String? {
            var bytes: [UInt8] = []
            var byte: UInt8 = 0
            while true {
                let count = read(output.fileDescriptor, &byte, 1)
                // A signal (another child's exit) interrupts the read; it is not the end.
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { break }
                if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
            return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
        }
    }

    /// What the store holds after a kill.
    enum Outcome: Equatable, Sendable { case none, all }

    /// Opens the store as the app would after a crash and checks it: the outcome, or
    /// what is wrong.
    static func inspect(_ url: URL, base: [Profile], batch: ProfilesArchive) throws -> Result<Outcome, Failure> {
        let store = try ProfileStore(url: url)
        let problems = try store.integrityCheck()
        guard problems == ["ok"] else { return .failure(Failure("integrity_check after a kill: \(problems)")) }
        let count = try store.count()
        if count == base.count {
            return try store.profiles() == base ? .success(.none) : .failure(Failure("the profiles before the batch changed"))
        }
        guard count == base.count + batchSize else {
            return .failure(Failure("a partial batch: \(count - base.count) of \(batchSize)"))
        }
        let ids = try store.orderedIDs()
        guard Array(ids.prefix(base.count)) == base.map(\.id), ids.dropFirst(base.count).elementsEqual(batch.profiles.map(\.id)) else {
            return .failure(Failure("the batch is stored out of order"))
        }
        guard try store.profile(id: batch.profiles[batchSize - 1].id) == batch.profiles[batchSize - 1] else {
            return .failure(Failure("the batch's last profile changed"))
        }
        return .success(.all)
    }

    struct Failure: Error, CustomStringConvertible, Sendable {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// What a run of kills found.
    struct Report: Sendable {
        var calibrationLines: [String] = []
        var calibrationStatus: Int32 = -1
        var calibrationOutcome: Result<Outcome, Failure> = .failure(Failure("not run"))
        var importSeconds = 0.0
        var tally: [Outcome: Int] = [:]
        var exitedBeforeKill = 0
        var failures: [String] = []
    }

    @Test func killedImportsLeaveAllOfTheBatchOrNoneOfIt() async throws {
        let kills = Int(Self.environment["FERRY_DURABILITY_KILLS"] ?? "") ?? 10
        // A fixed seed, never the clock: a run's kill moments (fractions of the calibrated
        // import time) are the same every time; another seed explores other moments.
        let seed = UInt64(Self.environment["FERRY_DURABILITY_SEED"] ?? "") ?? Self.defaultSeed
        // Waiting for and killing children blocks: it runs on a thread of its own.
        let report = try await onOwnThread { try Self.killRepeatedly(kills: kills, seed: seed) }
        #expect(report.calibrationLines.first == "importing")
        #expect(report.calibrationLines.dropFirst().first?.hasPrefix("committed \(Self.batchSize) ") == true,
                "the child said \(report.calibrationLines)")
        #expect(report.calibrationStatus == 0)
        #expect(try report.calibrationOutcome.get() == .all)
        #expect(report.failures == [])
        let summary = "durability: \(kills) SIGKILLs (seed \(seed)), import takes \(String(format: "%.2f", report.importSeconds)) s: "
            + "\(report.tally[.none, default: 0]) landed before the commit (none of the batch stored), "
            + "\(report.tally[.all, default: 0]) after it (all of the batch; \(report.exitedBeforeKill) of those after the child had exited); "
            + "\(report.failures.count) stores corrupt or holding part of the batch"
        print(summary)
        #expect(report.tally[.none, default: 0] + report.tally[.all, default: 0] == kills)
        // Most kills must land inside the transaction, or the test proves little.
        #expect(report.tally[.none, default: 0] >= kills / 2, "\(summary)")
    }

    /// The calibration run, then `kills` runs each killed at a random moment.
    static func killRepeatedly(kills: Int, seed: UInt64) throws -> Report {
        var generator = SplitMix64(seed: seed)
        var report = Report()
        let scratch = TemporaryFolder("profiles-durability")
        defer { scratch.remove() }

        let batch = Self.batch()
        let csv = scratch.file("batch.csv")
        try batch.csvData().write(to: csv)
        // The store every run starts from: the demo profiles, fully checkpointed.
        let template = scratch.file("template.sqlite")
        do { _ = try ProfileStore(url: template, initialProfiles: Profile.demoProfiles) }

        // One run left alone: it commits the whole batch, and says how long it takes.
        let calibration = scratch.file("calibration.sqlite")
        try FileManager.default.copyItem(at: template, to: calibration)
        let child = try Child.start(store: calibration, csv: csv)
        report.calibrationLines.append(child.readLine() ?? "")
        let started = Date()
        report.calibrationLines.append(child.readLine() ?? "")
        report.importSeconds = Date().timeIntervalSince(started)
        child.process.waitUntilExit()
        report.calibrationStatus = child.process.terminationStatus
        report.calibrationOutcome = try Self.inspect(calibration, base: Profile.demoProfiles, batch: batch)

        for run in 0..<kills {
            let store = scratch.file("run-\(run).sqlite")
            // Every fifth run starts without a file and is killed from the moment it starts,
            // so that some kills land while the store is being created.
            let fromNothing = run % 5 == 4
            if !fromNothing { try FileManager.default.copyItem(at: template, to: store) }
            let child = try Child.start(store: store, csv: csv)
            if !fromNothing, child.readLine() != "importing" { report.failures.append("run \(run): the child did not start importing") }
            // Runs from the template are killed within the import (a kill can still land
            // after the commit when a run is quicker than calibrated); runs from nothing
            // also cover the store's creation and the moments after the commit.
            let window = fromNothing ? report.importSeconds * 1.15 + 0.3 : report.importSeconds * 0.85
            let delay = Double.random(in: 0...window, using: &generator)
            // Wait for the child's exit, at most `delay`: a child that finishes first shows
            // the import is faster than calibrated (the calibration may have run while other
            // tests loaded the machine), and later delays shrink to match, so kills keep
            // landing inside the transaction.
            let started = Date()
            if child.exited.wait(timeout: .now() + delay) == .success {
                report.exitedBeforeKill += 1
                if !fromNothing { report.importSeconds = min(report.importSeconds, Date().timeIntervalSince(started)) }
            }
            kill(child.process.processIdentifier, SIGKILL)
            child.process.waitUntilExit()
            switch try Self.inspect(store, base: fromNothing ? [] : Profile.demoProfiles, batch: batch) {
            case .success(let outcome): report.tally[outcome, default: 0] += 1
            case .failure(let failure): report.failures.append("run \(run) (killed after \(delay) s): \(failure)")
            }
            try? FileManager.default.removeItem(at: store)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store.path + suffix) }
        }
        return report
    }
}
