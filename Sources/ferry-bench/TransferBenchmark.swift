import CoreTransferable
import Foundation
import Profiles

/// `ferry-bench transfer`: CoreTransferable's engine next to calling `JSONEncoder` and
/// `JSONDecoder` directly, and a 1 GiB file-backed value exported and imported next to
/// `cp` of the same file, with the peak RSS of the process that moved it.
///
/// The file value is the app's own `Video` (Profiles): export writes the file to a new
/// path, import copies it into a `MediaFolder`, both through a temporary name that is
/// flushed (`fsync`) before it takes its final name. `cp` does not flush, so the
/// like-for-like anchor is `cp` followed by `sync` of the copy; both are printed. Every
/// timed copy starts after a `sync`, so none pays for the dirty pages of another.
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
        codableOverhead() && fileThroughput(gibibytes: arguments.contains("--small") ? 1.0 / 16 : 1)
    }

    static func codableOverhead() -> Bool {
        let payloads = (0..<10_000).map { index in
            Payload(id: UUID(), name: "Person \(index)", bio: "Bio of person \(index), with \"quotes\" and, commas",
                    funFacts: ["fact \(index)", "another fact"], version: 1)
        }
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        var encoded: [Data] = []
        var correct = true

        let anchorExport = Bench.best(of: 7) {
            encoded = payloads.map { try! encoder.encode($0) }
        }
        var ferryEncoded: [Data] = []
        let contentType = UTType(exportedAs: "com.example.bench-payload")
        let ferryExport = Bench.best(of: 7) {
            ferryEncoded = blockingAsync {
                var result: [Data] = []
                result.reserveCapacity(payloads.count)
                for payload in payloads { result.append(try! await payload.exported(as: contentType)) }
                return result
            }
        }
        // JSONEncoder's key order varies between calls on Linux: compare decoded values.
        if ferryEncoded.map({ try! decoder.decode(Payload.self, from: $0) }) != payloads {
            correct = Bench.fail("transfer: exported bytes do not decode to the payloads")
        }
        Bench.report("transfer export 10k payloads", ferry: ferryExport, anchor: anchorExport)

        var decoded: [Payload] = []
        let anchorImport = Bench.best(of: 7) {
            decoded = encoded.map { try! decoder.decode(Payload.self, from: $0) }
        }
        var ferryDecoded: [Payload] = []
        let inputs = encoded
        let ferryImport = Bench.best(of: 7) {
            ferryDecoded = blockingAsync {
                var result: [Payload] = []
                result.reserveCapacity(inputs.count)
                for data in inputs { result.append(try! await Payload(importing: data, contentType: contentType)) }
                return result
            }
        }
        if ferryDecoded != decoded || decoded != payloads { correct = Bench.fail("transfer: imported payloads differ") }
        Bench.report("transfer import 10k payloads", ferry: ferryImport, anchor: anchorImport)
        print("  (ratio = anchor time / Ferry time; the goal is Ferry's overhead <= 1.1x, i.e. ratio >= 0.91)")
        return correct
    }

    /// Moves a big file through the engine in a child process (so its peak RSS is the
    /// transfer's alone) and copies it with `cp`, on the same disk.
    static func fileThroughput(gibibytes: Double) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder); sync() }
        let size = Int(gibibytes * Double(1 << 30))
        let source = folder.appendingPathComponent("big.mp4")
        guard makeFile(source, size: size) else { return Bench.fail("transfer: could not write the \(size)-byte source") }

        // Copies are kept until the end: deleting a gigabyte between measurements can
        // slow the next flush (a file system mounted with `discard` trims at commit).
        let cpTarget = folder.appendingPathComponent("cp-copy.mp4")
        let cpSyncTarget = folder.appendingPathComponent("cp-sync-copy.mp4")
        sync()
        let cpTime = timeProcess("/bin/cp", [source.path, cpTarget.path])
        sync()
        let cpSyncTime = timeProcess("/bin/sh", ["-c", "cp '\(source.path)' '\(cpSyncTarget.path)' && sync '\(cpSyncTarget.path)'"])

        let child = runChild(executable: CommandLine.arguments[0], ["_transfer-file", source.path, folder.path])
        func figure(_ name: String) -> Double? {
            child.lines.first { $0.hasPrefix(name + " ") }.flatMap { Double($0.dropFirst(name.count + 1)) }
        }
        guard child.status == 0, let exportTime = figure("export"), let importTime = figure("import"),
              let scratchImportTime = figure("import-scratch"), let peak = figure("peak"), let baseline = figure("baseline"),
              let inherited = figure("rusage-peak")
        else { return Bench.fail("transfer: the file child failed: \(child.lines.joined(separator: " | "))") }

        let mib = Double(size) / Double(1 << 20)
        func rate(_ seconds: Double) -> String { String(format: "%.0f MiB/s", mib / seconds) }
        Bench.report("transfer export \(Int(mib)) MiB file (durable) vs cp+sync", ferry: exportTime, anchor: cpSyncTime, unit: "s")
        Bench.report("transfer import \(Int(mib)) MiB file (durable) vs cp+sync", ferry: importTime, anchor: cpSyncTime, unit: "s")
        Bench.report("transfer export \(Int(mib)) MiB file (durable) vs cp", ferry: exportTime, anchor: cpTime, unit: "s")
        Bench.report("transfer import \(Int(mib)) MiB file (durable) vs cp", ferry: importTime, anchor: cpTime, unit: "s")
        Bench.report("transfer import \(Int(mib)) MiB file via a scratch copy vs cp+sync", ferry: scratchImportTime, anchor: cpSyncTime, unit: "s")
        Bench.note("transfer throughput", "export \(rate(exportTime)), import \(rate(importTime)), import via scratch copy \(rate(scratchImportTime)), cp \(rate(cpTime)), cp+sync \(rate(cpSyncTime))")
        print("  (Ferry flushes every file it writes before it takes its name; cp+sync is the like-for-like anchor,")
        print("   cp alone leaves the copy in the page cache. Import is Video into a MediaFolder: it asks for the")
        print("   original, so one copy. An importer that does not gets a temporary copy first, as on Apple")
        print("   platforms; ext4 cannot clone files, so that costs a second full copy.)")
        Bench.note("transfer peak RSS", String(format: "%.1f MB moving %.0f MiB (goal <= 64 MB); %.1f MB before the transfer started",
                                                  peak / 1e6, mib, baseline / 1e6))
        print(String(format: "  (VmHWM of the child's own address space; getrusage reports %.1f MB, the parent's peak: posix_spawn's", inherited / 1e6))
        print("   vfork hands the parent's high-water mark to the child at exec.)")
        return true
    }

    /// The child: exports the big file to a new path and imports it into a library
    /// (as `Video`, then as `BigFile`), checking the bytes, then prints its timings and
    /// peak RSS.
    static func runChild(_ arguments: [String]) -> Bool {
        guard arguments.count == 3, arguments[0] == "_transfer-file" else { return false }
        let source = URL(fileURLWithPath: arguments[1])
        let folder = URL(fileURLWithPath: arguments[2])
        let exported = folder.appendingPathComponent("exported.mp4")
        let library = folder.appendingPathComponent("library")
        let scratchLibrary = folder.appendingPathComponent("scratch-library")
        for path in [library, scratchLibrary] { try? FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        let baseline = Bench.peakResidentBytesOfThisImage()
        let video = Video(url: source)
        sync()
        let exportTime = Bench.best(of: 1, warmUp: false) {
            blockingAsync { try! await video.export(to: exported, contentType: .mpeg4Movie) }
        }
        var imported: Video?
        sync()
        let importTime = Bench.best(of: 1, warmUp: false) {
            imported = blockingAsync {
                try! await Video.$library.withValue(MediaFolder(url: library)) { try await Video(importing: source, contentType: .mpeg4Movie) }
            }
        }
        var scratchImported: BigFile?
        sync()
        let scratchImportTime = Bench.best(of: 1, warmUp: false) {
            scratchImported = blockingAsync {
                try! await BigFile.$library.withValue(scratchLibrary) { try await BigFile(importing: source, contentType: .mpeg4Movie) }
            }
        }
        let transferPeak = Bench.peakResidentBytesOfThisImage()
        let copies = [exported, imported!.url, scratchImported!.url]
        let sizes = ([source] + copies).map { (try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int) ?? -1 }
        guard Set(sizes).count == 1, sizes[0] > 0, copies.allSatisfy({ sameBytes(source, $0) }) else {
            return Bench.fail("transfer: copies differ from the source (sizes \(sizes))")
        }
        print("export \(exportTime)")
        print("import \(importTime)")
        print("import-scratch \(scratchImportTime)")
        print("peak \(transferPeak)")
        print("baseline \(baseline)")
        print("rusage-peak \(Bench.peakResidentBytes())")
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

    static func timeProcess(_ path: String, _ arguments: [String]) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = runChild(executable: path, arguments)
        precondition(result.status == 0, "\(path) failed")
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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
