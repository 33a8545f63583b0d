// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

/// `ferry-bench transfer`: CoreTransferable's engine next to calling `JSONEncoder` and
/// `JSONDecoder` directly on 10,000 payloads, in alternating rounds (`--rounds N`, default
/// 21) with medians and per-round ratios, and a 1 GiB file-backed value exported and imported next to
/// `cp` of the same file, with the peak RSS (VmHWM) of the child process that moved it.
///
/// The file value is the app's own `Video` (Profiles): export writes the file to a new
/// path, import copies it into a `MediaFolder`, both through a temporary name that takes
/// its final name only when complete, under either durability policy
/// (`TransferFileIO.Durability`): atomic (not flushed, like `cp` and Apple's atomic
/// writes) or flushed (`fsync`ed before it takes its name, like `cp` then `sync`). Each
/// is reported against its like-for-like anchor and against plain `cp`, over several
/// interleaved rounds (`--file-rounds N`, default 5; `--small` moves 64 MiB).
enum TransferBenchmark {
    struct Payload: Codable, Transferable, Equatable {
        var id: UUID
        var name: String
        var bio: String
        var funFacts: [String]
        var version: Int

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: UTType(exportedAs: "com.example.bench-payload"))
            ProxyRepresentation(exporting: \.name)
        }
    }

    /// A file value whose importer does not ask for the original: it receives a
    /// temporary copy (Apple's semantics), which it then copies into its library.
    struct BigFile: Transferable {
        var url: URL
        @TaskLocal static var library: URL = FileManager.default.temporaryDirectory

        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(contentType: .mpeg4Movie) { SentTransferredFile($0.url) } importing: { received in
                BigFile(url: try TransferFileIO.copyIntoFolder(received.file, folder: library, preferredName: received.file.lastPathComponent))
            }
        }
    }

    static func run(arguments: [String]) -> Bool {
        let rounds = Bench.intOption("--file-rounds", in: arguments) ?? 5
        let overheadRounds = Bench.intOption("--rounds", in: arguments) ?? 21
        return codableOverhead(rounds: max(1, overheadRounds)) && fileThroughput(gibibytes: arguments.contains("--small") ? 1.0 / 16 : 1, rounds: max(1, rounds))
    }

    static func codableOverhead(rounds: Int) -> Bool {
        let payloads = (0..<10_000).map { index in
            Payload(id: UUID(), name: "Person \(index)", bio: "Bio of person \(index), with \"quotes\" and, commas",
                    funFacts: ["fact \(index)", "another fact"], version: 1)
        }
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        var encoded: [Data] = []
        var correct = true

        // The two sides alternate, round after round, so that a burst of load from other
        // processes or the host falls on both; medians and per-round ratios are reported.
        let contentType = UTType(exportedAs: "com.example.bench-payload")
        var ferryEncoded: [Data] = []
        let export = InterleavedTiming.measure(rounds: rounds, ferry: {
            ferryEncoded = blockingAsync {
                var result: [Data] = []
                result.reserveCapacity(payloads.count)
                for payload in payloads { result.append(try! await payload.exported(as: contentType)) }
                return result
            }
        }, anchor: {
            encoded = payloads.map { try! encoder.encode($0) }
        })
        // JSONEncoder's key order varies between calls on Linux: compare decoded values.
        if ferryEncoded.map({ try! decoder.decode(Payload.self, from: $0) }) != payloads {
            correct = Bench.fail("transfer: exported bytes do not decode to the payloads")
        }
        let timing = "1 warm-up each, then \(rounds) alternating rounds; medians"
        if correct {
            export.report("transfer export 10k payloads", goal: 1.10, work: .init(
                ferry: "payload.exported(as:) for 10,000 Codable payloads: JSON Data each (CodableRepresentation)",
                anchor: "JSONEncoder().encode for the same payloads: JSON Data each, decoding to the same values",
                timing: timing))
        } else {
            Bench.noRatio("transfer export 10k payloads", "Ferry's exports do not decode to the payloads")
        }

        var decoded: [Payload] = []
        var ferryDecoded: [Payload] = []
        let inputs = encoded
        let imports = InterleavedTiming.measure(rounds: rounds, ferry: {
            ferryDecoded = blockingAsync {
                var result: [Payload] = []
                result.reserveCapacity(inputs.count)
                for data in inputs { result.append(try! await Payload(importing: data, contentType: contentType)) }
                return result
            }
        }, anchor: {
            decoded = inputs.map { try! decoder.decode(Payload.self, from: $0) }
        })
        if ferryDecoded != decoded || decoded != payloads {
            correct = Bench.fail("transfer: imported payloads differ")
            Bench.noRatio("transfer import 10k payloads", "the two sides decoded different payloads")
        } else {
            imports.report("transfer import 10k payloads", goal: 1.10, work: .init(
                ferry: "Payload(importing:contentType:) for 10,000 JSON Data: the payloads",
                anchor: "JSONDecoder().decode for the same Data: the same payloads", timing: timing))
        }
        print("  (the goal is Ferry's overhead <= 1.1x: ferry/anchor <= 1.10 in the per-round lines)")
        return correct
    }

    /// One way of moving the big file: `cp`, or a Ferry operation run in a child process
    /// (so its peak RSS is the transfer's alone).
    enum FileOperation: String, CaseIterable {
        case cp, cpSync = "cp+sync"
        case exportAtomic = "export-atomic", exportFlushed = "export-flushed"
        case importFlushed = "import-flushed", importAtomic = "import-atomic", importScratch = "import-scratch"

        var isFerry: Bool { self != .cp && self != .cpSync }
    }

    /// Moves a big file with `cp`, with `cp` then `sync` of the copy, and through Ferry's
    /// exports and imports under both durability policies, on the same disk, in `rounds`
    /// interleaved rounds (each round runs every operation once, starting one later in
    /// the list than the round before), and reports medians.
    ///
    /// Every timed operation starts after a `sync`, so none pays for another's dirty
    /// pages, and its copy is deleted right after it (the deletion is synced, outside any
    /// timing, by the next operation's `sync`), so each operation finds the same memory:
    /// the source in the page cache and the last copy's pages just freed. (In this VM,
    /// memory freed a while ago is handed back to the host and costs a fault per page
    /// when touched again, which once made one copy 8x slower than the next.)
    static func fileThroughput(gibibytes: Double, rounds: Int) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder); sync() }
        let size = Int(gibibytes * Double(1 << 30))
        let source = folder.appendingPathComponent("big.mp4")
        guard makeFile(source, size: size) else { return Bench.fail("transfer: could not write the \(size)-byte source") }

        var seconds: [FileOperation: [Double]] = [:]
        var peaks: [FileOperation: Int] = [:]
        var baseline = 0
        let operations = FileOperation.allCases
        for round in 0..<rounds {
            let roundFolder = folder.appendingPathComponent("round-\(round)")
            for offset in operations.indices {
                let operation = operations[(round + offset) % operations.count]
                let target = roundFolder.appendingPathComponent(operation.rawValue)
                try? FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                let copy = target.appendingPathComponent("big.mp4")
                defer { try? FileManager.default.removeItem(at: target) }
                sync()
                switch operation {
                case .cp:
                    seconds[operation, default: []].append(timeProcess("/bin/cp", [source.path, copy.path]))
                case .cpSync:
                    seconds[operation, default: []].append(timeProcess("/bin/sh", ["-c", "cp \"$0\" \"$1\" && sync \"$1\"", source.path, copy.path]))
                default:
                    let child = runChild(executable: CommandLine.arguments[0], ["_transfer-file", operation.rawValue, source.path, target.path])
                    func figure(_ name: String) -> String? {
                        child.lines.first { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
                    }
                    guard child.status == 0, let time = figure("seconds").flatMap(Double.init), let peak = figure("peak").flatMap(Int.init),
                          let start = figure("baseline").flatMap(Int.init), let output = figure("output")
                    else { return Bench.fail("transfer: the \(operation.rawValue) child failed: \(child.lines.joined(separator: " | "))") }
                    seconds[operation, default: []].append(time)
                    peaks[operation] = max(peaks[operation] ?? 0, peak)
                    baseline = max(baseline, start)
                    // Every copy has the source's size; the first round's are compared byte by byte.
                    let copySize = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? -1
                    guard copySize == size, round > 0 || sameBytes(source, URL(fileURLWithPath: output)) else {
                        return Bench.fail("transfer: the \(operation.rawValue) copy differs from the source (\(copySize) bytes)")
                    }
                }
            }
            try? FileManager.default.removeItem(at: roundFolder)
        }
        sync()

        let mib = Double(size) / Double(1 << 20)
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        let timing = "\(rounds) interleaved rounds, one run of each side per round, after a sync; medians; no warm-up for either"
        func report(_ operation: FileOperation, _ label: String, against anchor: FileOperation, ferryMakes: String, anchorMakes: String) {
            Bench.report("transfer \(label) \(Int(mib)) MiB file vs \(anchor.rawValue)",
                         ferry: median(seconds[operation]!), anchor: median(seconds[anchor]!), unit: "s", goal: 0.9,
                         work: .init(ferry: ferryMakes, anchor: anchorMakes, timing: timing))
        }
        let copy = "one copy of the \(Int(mib)) MiB file on the same disk"
        report(.exportAtomic, "export, atomic (CoreTransferable's default)", against: .cp,
               ferryMakes: "\(copy), under a temporary name renamed into place, not flushed (timed inside a child)",
               anchorMakes: "\(copy) by /bin/cp, not flushed (the process timed from spawn to exit)")
        report(.importAtomic, "import into an atomic media folder", against: .cp,
               ferryMakes: "\(copy) inside the media folder, under a temporary name linked into place, not flushed",
               anchorMakes: "\(copy) by /bin/cp, not flushed")
        report(.exportFlushed, "export, flushed", against: .cpSync,
               ferryMakes: "\(copy), fsync'd before it takes its name", anchorMakes: "\(copy) by /bin/cp, then sync of the copy")
        report(.importFlushed, "import into a media folder, flushed (its default)", against: .cpSync,
               ferryMakes: "\(copy) inside the media folder, fsync'd before it takes its name",
               anchorMakes: "\(copy) by /bin/cp, then sync of the copy")
        // Not like for like, so without a ratio: a flushed copy against plain cp, and an
        // import that makes two copies.
        Bench.note("transfer import via a scratch copy \(Int(mib)) MiB (two copies, atomic)",
                   String(format: "%.3f s (median; cp of one copy: %.3f s)", median(seconds[.importScratch]!), median(seconds[.cp]!)))
        Bench.note("transfer throughput", operations.map { String(format: "%@ %.0f MiB/s", $0.rawValue, mib / median(seconds[$0]!)) }.joined(separator: ", "))
        for operation in operations {
            Bench.note("  \(operation.rawValue) times", seconds[operation]!.map { String(format: "%.3f", $0) }.joined(separator: " ") + " s, by round")
        }
        print("  (Atomic: written to a temporary name and renamed or linked into place, not flushed, as Apple's atomic")
        print("   writes; flushed: also fsync'd before it takes its name (TransferFileIO.Durability). Imports are Video")
        print("   into a MediaFolder, which asks for the original: one copy. An importer that does not gets a temporary")
        print("   copy first, as on Apple platforms; ext4 cannot clone files, so that costs a second full copy.)")
        let peak = peaks.values.max() ?? 0
        Bench.note("transfer peak RSS", String(format: "%.1f MB moving %.0f MiB (goal <= 64 MB; the largest of every Ferry child's VmHWM: %@); %.1f MB before the transfer started",
                                              Double(peak) / 1e6, mib,
                                              operations.filter(\.isFerry).map { String(format: "%@ %.1f", $0.rawValue, Double(peaks[$0] ?? 0) / 1e6) }.joined(separator: ", "),
                                              Double(baseline) / 1e6))
        return true
    }

    /// The child: runs one Ferry operation on `source` into `folder`, then prints its
    /// time, where its copy is and its peak RSS (VmHWM), before and after.
    static func runChild(_ arguments: [String]) -> Bool {
        guard arguments.count == 4, arguments[0] == "_transfer-file", let operation = FileOperation(rawValue: arguments[1]), operation.isFerry else {
            return Bench.fail("transfer: the child takes _transfer-file <operation> <source> <folder>")
        }
        let source = URL(fileURLWithPath: arguments[2])
        let folder = URL(fileURLWithPath: arguments[3])
        let exported = folder.appendingPathComponent("big.mp4")
        let baseline = Bench.peakResidentBytesOfThisImage()
        var output = exported
        let time = Bench.best(of: 1, warmUp: false) {
            output = blockingAsync {
                switch operation {
                case .exportAtomic:
                    try await Video(url: source).export(toFile: exported, contentType: .mpeg4Movie)
                    return exported
                case .exportFlushed:
                    try await Video(url: source).export(toFile: exported, contentType: .mpeg4Movie, durability: .flushed)
                    return exported
                case .importFlushed:
                    return try await Video.$library.withValue(MediaFolder(url: folder)) { try await Video(importing: source, contentType: .mpeg4Movie) }.url
                case .importAtomic:
                    return try await Video.$library.withValue(MediaFolder(url: folder, durability: .atomic)) {
                        try await Video(importing: source, contentType: .mpeg4Movie)
                    }.url
                case .importScratch:
                    return try await BigFile.$library.withValue(folder) { try await BigFile(importing: source, contentType: .mpeg4Movie) }.url
                case .cp, .cpSync:
                    preconditionFailure("not a Ferry operation")
                }
            }
        }
        print("seconds \(time)")
        print("output \(output.path)")
        print("peak \(Bench.peakResidentBytesOfThisImage())")
        print("baseline \(baseline)")
        return true
    }

    // MARK: Helpers

    static func makeFile(_ url: URL, size: Int) -> Bool {
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else { return false }
        var chunk = [UInt8](repeating: 0, count: 8 << 20)
        var written = 0
        var seed: UInt64 = 0x9E3779B97F4A7C15
        while written < size {
            for index in stride(from: 0, to: chunk.count, by: 8) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                withUnsafeBytes(of: seed) { chunk.replaceSubrange(index..<index + 8, with: $0) }
            }
            let count = min(chunk.count, size - written)
            handle.write(Data(chunk[0..<count]))
            written += count
        }
        try? handle.close()
        return true
    }

    /// Compares two files a chunk at a time (never both whole in memory).
    static func sameBytes(_ a: URL, _ b: URL) -> Bool {
        guard let x = try? FileHandle(forReadingFrom: a), let y = try? FileHandle(forReadingFrom: b) else { return false }
        while true {
            let left = x.readData(ofLength: 4 << 20), right = y.readData(ofLength: 4 << 20)
            if left != right { return false }
            if left.isEmpty { return true }
        }
    }

    /// Runs `path` with `arguments` and returns its wall time, from spawning it to
    /// reaping it with a blocking `waitpid` (Foundation's `Process.waitUntilExit` polls its
    /// run loop every 50 ms, which would add up to that much to the anchor).
    static func timeProcess(_ path: String, _ arguments: [String]) -> Double {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, path, nil, nil, argv, environ)
        precondition(spawned == 0, "\(path): posix_spawn failed (\(spawned))")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            precondition(errno == EINTR, "\(path): waitpid failed (errno \(errno))")
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        precondition(status == 0, "\(path) failed (status \(status))")
        return elapsed
    }

    static func runChild(executable: String, _ arguments: [String]) -> (status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return (-1, ["\(error)"]) }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }
}

extension Bench {
    /// Peak resident set size of this process's own address space, in bytes: `VmHWM`
    /// from `/proc/self/status`. Unlike `getrusage`'s `ru_maxrss`, it starts afresh at
    /// `exec`, so a child started with `posix_spawn` does not report its parent's peak.
    static func peakResidentBytesOfThisImage() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return peakResidentBytes() }
        return kibibytes * 1024
    }
}

/// Runs async work to completion from synchronous benchmark code.
func blockingAsync<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> T {
    let box = ResultBox<T>()
    let semaphore = DispatchSemaphore(value: 0)
    Task {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        semaphore.signal()
    }
    semaphore.wait()
    return try! box.result!.get()
}

private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
