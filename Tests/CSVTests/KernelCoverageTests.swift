// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import CSV

/// Which CSV kernels this run tests, said in the log: the byte-level parser with its vector
/// block scan (SSE2 on x86-64) and its portable one always, then every record scanner build
/// the processor runs (AVX2, AVX-512), minus those `FERRY_CSV_SCAN_BUILDS` leaves out, so
/// that `FERRY_CSV_SCAN_BUILDS=none` runs the suite as a processor without AVX2 would.
struct KernelCoverageTests {
    /// The builds /proc/cpuinfo says this processor runs (x86-64 Linux), by the scanner's
    /// names; nil where there is no such file.
    static var processorBuilds: Set<String>? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return nil }
        let flags = Set(line.split(separator: " ").map(String.init))
        var builds: Set<String> = []
        if flags.isSuperset(of: ["avx2", "bmi1", "bmi2", "popcnt", "pclmulqdq"]) {
            builds.insert("avx2")
            if flags.isSuperset(of: ["avx512f", "avx512bw", "avx512vl", "avx512_vbmi2"]) { builds.insert("avx512") }
        }
        return builds
    }

    static let names: [(RecordScanner, String)] = [(.avx2, "avx2"), (.avx512, "avx512")]

    @Test func everyBuildTheProcessorRunsIsUnderTestUnlessLeftOut() {
        let allowed = ProcessInfo.processInfo.environment["FERRY_CSV_SCAN_BUILDS"].map { Set($0.split(separator: ",").map(String.init)) }
        let underTest = Set(RecordScanner.supportedBuilds.map { build in Self.names.first { $0.0 == build }!.1 })
        #if arch(x86_64) && os(Linux)
        if let processor = Self.processorBuilds {
            #expect(underTest == processor.intersection(allowed ?? processor), "processor: \(processor), allowed: \(String(describing: allowed))")
        }
        #endif
        if let allowed { #expect(underTest.isSubset(of: allowed)) }
        if underTest.isEmpty {
            #expect(RecordScanner.fastest.tier == nil)
            #expect(CSVReader.recordScannerName == "none")
        }
        // Every comparison test walks these paths: both block scans of the parser always.
        let paths = everyReadingPath(.init()).map(\.name)
        #expect(Array(paths.prefix(2)) == ["byte-level parser", "portable byte-level parser"])
        #expect(paths.count == 2 + underTest.count)
        print("CSV kernels under test: byte-level parser (vector and portable block scan); record scanner builds: "
              + (underTest.isEmpty ? "none" : underTest.sorted().joined(separator: ", "))
              + (allowed.map { " (FERRY_CSV_SCAN_BUILDS=\($0.sorted().joined(separator: ",")))" } ?? ""))
    }
}
