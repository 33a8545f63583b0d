// SPDX-License-Identifier: Apache-2.0
import Foundation
import Profiles

/// `ferry-bench profiles`: profile decoding, CSV → `[Profile]`, next to two anchors that
/// do the same work on the same profiles in the same run:
///
/// - Python's `csv` module building one dict per profile (`uuid.UUID` for the id, the
///   fun facts split and unescaped, the URLs kept as strings), read from memory. This is
///   what a script would do with the file, and the anchor issue 7 names for CSV.
/// - Foundation's `JSONDecoder` decoding the same profiles from JSON into `[Profile]`,
///   the usual Swift way to load a list of records (times compared for the same
///   profiles; its input is larger).
///
/// Every decoder's result is freed outside its timing (the Python one too); Ferry's time
/// with the freeing is printed as well. Ferry is timed before and after the anchors and
/// the better time kept. Goal: at least 200 MB/s of CSV.
///
/// Options: `--megabytes N` (default 50), `--no-python`; `--profile-decode N` times only
/// Ferry's decoding, N times (for profilers).
enum ProfilesBenchmark {
    static func run(arguments: [String]) -> Bool {
        let megabytes = Bench.intOption("--megabytes", in: arguments) ?? 50
        let profiles = generateProfiles(approximateBytes: megabytes * 1_000_000)
        let csv: Data
        do {
            csv = try ProfilesArchive(profiles: profiles).csvData()
        } catch {
            return Bench.fail("cannot write the CSV: \(error)")
        }
        let csvMegabytes = Double(csv.count) / 1e6
        let withFacts = profiles.filter { !$0.funFacts.isEmpty }.count
        Bench.note("profiles.data", String(format: "%d profiles, %.1f MB of CSV, %d%% with fun facts, %d%% with a video, %d%% with a portrait",
                                           profiles.count, csvMegabytes, 100 * withFacts / profiles.count,
                                           100 * profiles.filter { $0.video != nil }.count / profiles.count,
                                           100 * profiles.filter { $0.portrait != nil }.count / profiles.count))

        if let repetitions = Bench.intOption("--profile-decode", in: arguments) {
            // For profilers: only Ferry's decoding, repeated.
            let times = timeDecoding(repetitions: repetitions, warmUp: false) { try? ProfilesArchive(csvData: csv) }
            Bench.note("profiles.ferry.csv-decode", String(format: "%.0f MB/s (%.3f s; %.3f s with freeing the result)",
                                                          csvMegabytes / times.decode, times.decode, times.decodeAndFree))
            return true
        }

        // Ferry, checked once, then timed.
        do {
            guard try ProfilesArchive(csvData: csv).profiles == profiles else { return Bench.fail("CSV decoding changed the profiles") }
        } catch {
            return Bench.fail("CSV decoding failed: \(error)")
        }
        let ferry = timeDecoding(repetitions: 5) { try? ProfilesArchive(csvData: csv) }

        // Anchor: JSONDecoder on the same profiles.
        guard let json = try? JSONEncoder().encode(profiles) else { return Bench.fail("cannot encode the JSON") }
        guard (try? JSONDecoder().decode([Profile].self, from: json)) == profiles else { return Bench.fail("JSONDecoder changed the profiles") }
        let jsonTimes = timeDecoding(repetitions: 5) { try? JSONDecoder().decode([Profile].self, from: json) }
        Bench.note("profiles.anchor.jsondecoder", String(format: "%.0f MB/s of JSON (%.1f MB, %.3f s; %.3f s with freeing the result)",
                                                        Double(json.count) / 1e6 / jsonTimes.decode, Double(json.count) / 1e6,
                                                        jsonTimes.decode, jsonTimes.decodeAndFree))

        // Anchor: Python's csv module building dicts.
        var pythonSeconds: Double?
        if !arguments.contains("--no-python") {
            switch runPython(csv: csv, expectedCount: profiles.count) {
            case .success(let seconds):
                pythonSeconds = seconds
                Bench.note("profiles.anchor.python-csv", String(format: "%.0f MB/s (%.3f s)", csvMegabytes / seconds, seconds))
            case .failure(let failure):
                if failure.message.hasPrefix("WRONG") { return Bench.fail(failure.message) }
                Bench.note("profiles.anchor.python-csv", "UNAVAILABLE: \(failure.message)")
            }
        }
        Bench.note("profiles.ferry.csv-decode", String(format: "%.0f MB/s (%.3f s, %.0f ns a profile; goal 200 MB/s)",
                                                      csvMegabytes / ferry.decode, ferry.decode, ferry.decode * 1e9 / Double(profiles.count)))
        Bench.note("profiles.ferry.csv-decode-and-free", String(format: "%.0f MB/s (%.3f s, the result freed inside the timing)",
                                                               csvMegabytes / ferry.decodeAndFree, ferry.decodeAndFree))
        let timing = "1 warm-up + best of 5 each"
        let ferryMakes = "ProfilesArchive(csvData:): \(profiles.count) Profile values (UUID, strings, fun facts, URLs) from \(String(format: "%.1f", csvMegabytes)) MB of CSV"
        if let pythonSeconds {
            Bench.report("profiles.decode-vs-python-csv", ferry: ferry.decode, anchor: pythonSeconds, unit: "s", work: .init(
                ferry: ferryMakes,
                anchor: "csv.reader over the same CSV text: one dict per profile (uuid.UUID, strings, unescaped fun facts, URLs as strings); the same count",
                timing: timing))
        }
        let jsonAnchor = "JSONDecoder().decode([Profile].self) of the same profiles as JSON: the same values (checked)"
        Bench.report("profiles.decode-vs-jsondecoder", ferry: ferry.decode, anchor: jsonTimes.decode, unit: "s", work: .init(
            ferry: ferryMakes, anchor: jsonAnchor, timing: timing + "; results freed outside the timing"))
        Bench.report("profiles.decode-and-free-vs-jsondecoder", ferry: ferry.decodeAndFree, anchor: jsonTimes.decodeAndFree, unit: "s",
                     work: .init(ferry: ferryMakes + ", then freed", anchor: jsonAnchor + ", then freed",
                                 timing: timing + "; freeing the result inside the timing"))
        return true
    }

    /// The best times of `repetitions` runs of `decode` (after a warm-up run): producing
    /// the result, and producing and freeing it. Decoders are compared on the first, as
    /// deserialisation benchmarks usually are; the second shows what freeing costs
    /// (hundreds of thousands of strings, arrays and URLs).
    private static func timeDecoding<Result>(repetitions: Int, warmUp: Bool = true, _ decode: () -> Result?) -> (decode: Double, decodeAndFree: Double) {
        if warmUp { _ = decode() }
        var best = (decode: Double.infinity, decodeAndFree: Double.infinity)
        for _ in 0..<max(1, repetitions) {
            let start = DispatchTime.now().uptimeNanoseconds
            var result = decode()
            let decoded = DispatchTime.now().uptimeNanoseconds
            precondition(result != nil, "the decoder failed")
            result = nil
            let freed = DispatchTime.now().uptimeNanoseconds
            best.decode = min(best.decode, Double(decoded - start) / 1e9)
            best.decodeAndFree = min(best.decodeAndFree, Double(freed - start) / 1e9)
        }
        return best
    }

    /// Profiles like the app's, about `approximateBytes` of CSV: names and bios with some
    /// commas, quotes, line breaks and non-ASCII text, 0–4 fun facts, some files.
    static func generateProfiles(approximateBytes: Int) -> [Profile] {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let first = ["Juan", "Mei", "Ada", "Zoë", "Łukasz", "Aiko", "Omar", "Priya", "Sven", "Chloé", "李", "Noah"]
        let last = ["Chavez", "Chen", "Lovelace", "Müller", "O'Brien", "Nakamura", "Haddad", "Iyer", "Berg", "Dubois"]
        let bios = ["(408) 555-4301", "Loves hiking, climbing and \"proper\" coffee.", "Engineer at Example Corp.",
                    "Moved from Lyon to Oslo in 2019;\nnow teaches piano.", "Café owner — 北京 and São Paulo.", "Runs, cycles, swims."]
        let facts = ["Has visited 30 countries", "Speaks three languages", "Plays the oboe", "Once met a \"real\" astronaut",
                     "Can juggle, badly", "Line one\nline two", "Keeps bees", "Owns 12 houseplants 🌱", "Path C:\\Users\\me"]
        var profiles: [Profile] = []
        var bytes = 0
        while bytes < approximateBytes {
            let index = profiles.count
            let factCount = Int(next() % 5)
            let profile = Profile(
                id: UUID(),
                name: first[Int(next() % UInt64(first.count))] + " " + last[Int(next() % UInt64(last.count))],
                phoneNumber: "(\(200 + next() % 800)) 555-\(1000 + next() % 9000)",
                bio: bios[Int(next() % UInt64(bios.count))],
                funFacts: (0..<factCount).map { _ in facts[Int(next() % UInt64(facts.count))] },
                video: next() % 10 < 4 ? URL(fileURLWithPath: "/home/ana/Videos/Ferry/clip-\(index).mp4") : nil,
                portrait: next() % 10 < 3 ? URL(fileURLWithPath: "/home/ana/.local/share/ferry/portraits/p\(index).png") : nil)
            bytes += approximateCSVBytes(profile)
            profiles.append(profile)
        }
        return profiles
    }

    /// The same decoding in Python: `csv.reader` over the text in memory, one dict per
    /// profile. Prints the best of 5 runs (after a warm-up) in seconds (each result freed outside the timing).
    private static let pythonScript = #"""
import csv, io, sys, time, uuid
text = open(sys.argv[1], encoding="utf-8-sig", newline="").read()
expected = int(sys.argv[2])

def facts(cell):
    if not cell:
        return []
    out = []
    for raw in cell.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if "\\" not in raw:
            out.append(raw)
            continue
        fact, i = [], 0
        while i < len(raw):
            c = raw[i]
            if c == "\\" and i + 1 < len(raw):
                n = raw[i + 1]
                if n == "\\": fact.append("\\"); i += 2; continue
                if n == "n": fact.append("\n"); i += 2; continue
                if n == "r": fact.append("\r"); i += 2; continue
                if n == "e": i += 2; continue
            fact.append(c); i += 1
        out.append("".join(fact))
    return out

def decode():
    rows = csv.reader(io.StringIO(text, newline=""))
    header = next(rows)
    col = {name: i for i, name in enumerate(header)}
    i_id, i_name, i_phone, i_bio, i_facts, i_video, i_portrait = (col[k] for k in ("id", "name", "phone_number", "bio", "fun_facts", "video", "portrait"))
    return [{"id": uuid.UUID(r[i_id]), "name": r[i_name], "phoneNumber": r[i_phone], "bio": r[i_bio], "funFacts": facts(r[i_facts]),
             "video": r[i_video] or None, "portrait": r[i_portrait] or None} for r in rows]

decode()  # warm-up, as the Swift decoders get
best = float("inf")
for _ in range(5):
    profiles = None  # freed outside the timing, as the Swift decoders' results are
    start = time.perf_counter()
    profiles = decode()
    best = min(best, time.perf_counter() - start)
if len(profiles) != expected:
    print("WRONG", len(profiles))
    sys.exit(1)
print(best)
"""#

    private static func runPython(csv: Data, expectedCount: Int) -> Result<Double, PythonFailure> {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .failure(PythonFailure("no python3 found"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-profiles-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let csvFile = folder.appendingPathComponent("profiles.csv")
            let script = folder.appendingPathComponent("decode.py")
            try csv.write(to: csvFile)
            try Data(pythonScript.utf8).write(to: script)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [script.path, csvFile.path, String(expectedCount)]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("WRONG") { return .failure(PythonFailure("WRONG: Python decoded \(line.dropFirst(6)) profiles, expected \(expectedCount)")) }
            guard process.terminationStatus == 0, let seconds = Double(line) else {
                return .failure(PythonFailure("python3 exited with \(process.terminationStatus): \(line.prefix(200))"))
            }
            return .success(seconds)
        } catch {
            return .failure(PythonFailure("cannot run python3: \(error)"))
        }
    }

    private struct PythonFailure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}

extension ProfilesBenchmark {
    /// Roughly how many CSV bytes `profile` takes (to size the generated data).
    fileprivate static func approximateCSVBytes(_ profile: Profile) -> Int {
        45 + profile.name.utf8.count + profile.phoneNumber.utf8.count + profile.bio.utf8.count + profile.funFacts.reduce(0) { $0 + $1.utf8.count + 1 }
            + (profile.video?.absoluteString.utf8.count ?? 0) + (profile.portrait?.absoluteString.utf8.count ?? 0)
    }
}
