// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

/// `ferry-bench csv-import`: a profiles CSV file imported into a fresh profile store,
/// Ferry's `ProfileStore.importCSV(fileAt:)` next to the `sqlite3` shell's
/// `.import --csv` of the same file into the same schema, in one run.
///
/// The archive has one record per profile (`id,name,phone_number,bio,fun_facts,video,
/// portrait`, the facts in one field), while the store keeps a profile in three tables
/// (`profile` with its list position, one `fun_fact` row per fact, one `file_reference`
/// row per video or portrait). So that both sides do the same work, the `sqlite3` side
/// imports the file with `.import --csv` into an in-memory staging table with the
/// archive's columns and then fills the store's three tables from it with SQL (facts
/// split on line feeds and unescaped, positions from the record order), all in one
/// transaction, as Ferry does. Both sides start from the same empty store file (the
/// store's schema, WAL, created outside the timing), run with the store's pragmas, and
/// are timed from opening the database to closing it (the `sqlite3` side includes
/// starting the shell, a few milliseconds). Both results are read back and must equal
/// the generated profiles, or no ratio is printed.
///
/// A second ratio has the `sqlite3` script insert each table's rows in its key's order
/// (`ORDER BY` on each `INSERT…SELECT`), as Ferry's import does since it stages the
/// profiles first: the stronger anchor, same work.
///
/// Also printed, without a ratio (less work than the store's): `.import --csv` into one
/// flat table with the archive's columns.
///
/// Options: `--megabytes N` (default 50), `--rounds N` (default 3, after one warm-up each).
/// `--responsiveness-megabytes N` instead imports an N MB file through the app's
/// `ProfilesModel` and reports how long its main actor went without running (see
/// ``CSVImportResponsiveness``); `--app-megabytes N` has the release `ferry` app import it
/// on its Profiles page and reports the app's main-loop gaps, GTK's drawing included.
enum CSVImportBenchmark {
    static func run(arguments: [String]) -> Bool {
        if let megabytes = Bench.intOption("--responsiveness-megabytes", in: arguments) {
            return CSVImportResponsiveness.run(megabytes: megabytes)
        }
        if let megabytes = Bench.intOption("--app-megabytes", in: arguments) {
            return CSVImportResponsiveness.runApp(megabytes: megabytes)
        }
        guard let sqlite3 = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            Bench.noRatio("csv-import.store-vs-sqlite3", "no sqlite3 shell (apt-get install sqlite3)")
            return true
        }
        let megabytes = Bench.intOption("--megabytes", in: arguments) ?? 50
        let rounds = max(1, Bench.intOption("--rounds", in: arguments) ?? 3)
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ferry-csv-import-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let profiles = ProfilesBenchmark.generateProfiles(approximateBytes: megabytes * 1_000_000)
        let csv = folder.appendingPathComponent("profiles.csv")
        let ferryStore = folder.appendingPathComponent("ferry.sqlite")
        let anchorStore = folder.appendingPathComponent("sqlite3.sqlite")
        let flatStore = folder.appendingPathComponent("flat.sqlite")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ProfilesArchive(profiles: profiles).csvData().write(to: csv)
        } catch {
            return Bench.fail("cannot write the CSV: \(error)")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: csv.path)[.size] as? Int) ?? 0
        Bench.note("csv-import.data", String(format: "%d profiles, %.1f MB of CSV, %d fun facts, %d files", profiles.count, Double(size) / 1e6,
                                             profiles.reduce(0) { $0 + $1.funFacts.count },
                                             profiles.reduce(0) { $0 + ($1.video == nil ? 0 : 1) + ($1.portrait == nil ? 0 : 1) }))

        let ferry = { () throws -> Double in
            try emptyStore(at: ferryStore)
            return try timed {
                let store = try ProfileStore(url: ferryStore)
                let count = try store.importCSV(fileAt: csv)
                guard count == profiles.count else { throw Failure("Ferry imported \(count) profiles, expected \(profiles.count)") }
            }
        }
        let anchor = { (sorted: Bool) throws -> Double in
            try emptyStore(at: anchorStore)
            return try timed { try runShell(sqlite3, database: anchorStore, script: storeScript(csv: csv, sorted: sorted)) }
        }
        let flat = { () throws -> Double in
            try removeDatabase(at: flatStore)
            return try timed { try runShell(sqlite3, database: flatStore, script: flatScript(csv: csv)) }
        }

        var ferryTimes: [Double] = [], anchorTimes: [Double] = [], sortedTimes: [Double] = [], flatTimes: [Double] = []
        do {
            // Warm-up, then checked: both stores hold exactly the generated profiles.
            _ = try ferry()
            _ = try anchor(true)
            let sortedMatches = try ProfileStore(url: anchorStore).profiles() == profiles
            _ = try anchor(false)
            _ = try flat()
            guard try ProfileStore(url: ferryStore).profiles() == profiles else { return Bench.fail("Ferry's import changed the profiles") }
            let anchorMatches = try ProfileStore(url: anchorStore).profiles() == profiles
            for round in 0..<rounds {
                // Alternating which side goes first, so neither always runs on a warmer cache.
                if round % 2 == 0 {
                    anchorTimes.append(try anchor(false))
                    sortedTimes.append(try anchor(true))
                    ferryTimes.append(try ferry())
                } else {
                    ferryTimes.append(try ferry())
                    sortedTimes.append(try anchor(true))
                    anchorTimes.append(try anchor(false))
                }
                flatTimes.append(try flat())
            }
            let timing = "1 warm-up + best of \(rounds) each, alternating; from a fresh empty store file (schema, WAL) each time, opened and closed inside the timing"
            let megabytesText = String(format: "%.1f MB", Double(size) / 1e6)
            if anchorMatches {
                Bench.report("csv-import.store-vs-sqlite3", ferry: ferryTimes.min()!, anchor: anchorTimes.min()!, unit: "s", goal: 1, work: .init(
                    ferry: "ProfileStore.importCSV(fileAt:): \(profiles.count) profiles from \(megabytesText) of CSV, streamed and validated (UUIDs, URLs), "
                        + "into profile/fun_fact/file_reference in one transaction",
                    anchor: "sqlite3 shell: .import --csv into an in-memory staging table of the archive's 7 columns, then INSERT…SELECT into the same "
                        + "profile/fun_fact/file_reference tables (facts split and unescaped in SQL) in one transaction; the same rows (checked)",
                    timing: timing))
            } else {
                Bench.noRatio("csv-import.store-vs-sqlite3", "the sqlite3 side's store differs from the generated profiles")
            }
            // Ferry moves its staged rows into the store sorted by id; sqlite3 given the same
            // idea (ORDER BY on each INSERT…SELECT) is the stronger anchor.
            if sortedMatches {
                Bench.report("csv-import.store-vs-sqlite3-sorted", ferry: ferryTimes.min()!, anchor: sortedTimes.min()!, unit: "s", goal: 1, work: .init(
                    ferry: "the same import as above",
                    anchor: "the sqlite3 script above with each INSERT…SELECT ordered by the target table's key (profile id; profile id and position or role)",
                    timing: timing))
            } else {
                Bench.noRatio("csv-import.store-vs-sqlite3-sorted", "the sorted sqlite3 side's store differs from the generated profiles")
            }
            Bench.note("csv-import.sqlite3-flat-table", String(format: "%.3f s (best of %d): .import --csv into one table of the archive's 7 text columns, "
                + "no split into the store's tables, no validation; less work than the store import, so no ratio", flatTimes.min()!, rounds))
            try reportEdits(in: ferryStore, count: profiles.count)
            try reportExport(from: ferryStore, count: profiles.count)
        } catch {
            return Bench.fail("\(error)")
        }
        return true
    }

    /// The list edits the app makes, timed once each on the store the import filled: they
    /// should cost the rows they touch, not the list's length. No anchor does the same.
    private static func reportEdits(in url: URL, count: Int) throws {
        let store = try ProfileStore(url: url)
        let ids = try store.orderedIDs()
        guard ids.count == count, let first = ids.first, let last = ids.last, ids.count > 2 else { throw Failure("the store does not hold the import") }
        let firstProfile = try store.profile(id: first)!
        var times: [(String, Double)] = []
        func time(_ name: String, _ edit: () throws -> Void) throws { times.append((name, try timed(edit))) }
        try time("delete the first") { try store.delete(ids: [first]) }
        try time("insert it back before the second (by id)") { try store.insert(firstProfile, before: ids[1]) }
        try time("move the last before the first (by ids)") { try store.move([last], before: first) }
        try time("move it back to the end (by offsets)") { try store.move(fromOffsets: [0], toOffset: count) }
        try time("delete the first, insert it back at offset 0") {
            try store.delete(ids: [first])
            try store.insert(firstProfile, at: 0)
        }
        guard try store.orderedIDs() == ids else { throw Failure("the edits did not restore the order") }
        Bench.note("csv-import.list-edits", "\(count) profiles, each edit one transaction: " + times.map { String(format: "%@ %.1f ms", $0.0, $0.1 * 1000) }.joined(separator: "; "))
    }

    /// The app's "Export…" of the whole list as CSV, from the store the import filled:
    /// streamed (`ProfileStore.exportCSV`) next to what it did before (every profile read
    /// into an archive, its CSV made in memory, then written), the same file on both sides
    /// (checked). Each export runs in a child process of its own, so that its peak
    /// resident memory is its own; alternating, a warm-up and the best of two each.
    private static func reportExport(from url: URL, count: Int) throws {
        let folder = url.deletingLastPathComponent()
        let files = ["streamed", "archive"].map { folder.appendingPathComponent("export-\($0).csv") }
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        var seconds: [[Double]] = [[], []], peaks = [0, 0]
        for round in 0..<3 {
            for (side, mode) in ["streamed", "archive"].enumerated() {
                guard let output = CSVBenchAnchors.runProcess(
                    CommandLine.arguments[0], arguments: ["_csv-export", url.path, files[side].path, mode], environment: [:]),
                    output.status == 0, let line = output.stdout.split(separator: "\n").last,
                    let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let peak = object["peak"] as? Int, let time = object["seconds"] as? Double
                else { throw Failure("the export child (\(mode)) failed") }
                if round > 0 { seconds[side].append(time) }
                peaks[side] = max(peaks[side], peak)
            }
        }
        guard FileManager.default.contentsEqual(atPath: files[0].path, andPath: files[1].path) else {
            return Bench.noRatio("csv-import.export", "the streamed export's file differs from the archive's")
        }
        Bench.report("csv-import.export", ferry: seconds[0].min()!, anchor: seconds[1].min()!, unit: "s", work: .init(
            ferry: "ProfileStore.exportCSV(to:): the \(count) stored profiles as the archive's CSV, streamed into a file (child's peak RSS \(megabytes(peaks[0])), "
                + "counting the store's pages it maps, which are the kernel's page cache)",
            anchor: "the same file as Export… made it before: ProfileStore.profiles() into a ProfilesArchive, csvData(), TransferFileIO.write "
                + "(child's peak RSS \(megabytes(peaks[1])))",
            timing: "1 warm-up + best of 2 each, alternating, each in a child process that opens the store; both atomic (not flushed)"))
    }

    /// The export child: exports the store at `arguments[1]` to `arguments[2]`, streamed or
    /// through an archive (`arguments[3]`), and prints its seconds and peak RSS as JSON.
    static func runExportChild(_ arguments: [String]) -> Bool {
        guard arguments.count >= 4 else { return Bench.fail("usage: ferry-bench _csv-export STORE FILE streamed|archive") }
        let output = URL(fileURLWithPath: arguments[2])
        do {
            let store = try ProfileStore(url: URL(fileURLWithPath: arguments[1]))
            let seconds = try timed {
                if arguments[3] == "streamed" {
                    try store.exportCSV(to: output)
                } else {
                    try TransferFileIO.write(try ProfilesArchive(profiles: store.profiles()).csvData(), to: output)
                }
            }
            // VmHWM, not getrusage: a child spawned from a large parent inherits its
            // ru_maxrss.
            print("{\"seconds\": \(seconds), \"peak\": \(Bench.peakResidentBytesOfThisImage())}")
            return true
        } catch {
            return Bench.fail("\(error)")
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.0f MB", Double(bytes) / 1e6)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The seconds `body` takes.
    private static func timed(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Removes the database at `url` and its WAL files.
    private static func removeDatabase(at url: URL) throws {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let file = URL(fileURLWithPath: url.path + suffix)
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
        }
    }

    /// A new store file at `url` with the store's schema and no profiles (closed again).
    private static func emptyStore(at url: URL) throws {
        try removeDatabase(at: url)
        _ = try ProfileStore(url: url)
    }

    /// The store's connection settings (see `ProfileStore`), for the shell.
    private static let storePragmas = """
        PRAGMA synchronous = NORMAL;
        PRAGMA foreign_keys = ON;
        PRAGMA cache_size = -32768;
        PRAGMA temp_store = MEMORY;
        """

    /// The archive's columns as a staging table's.
    private static var archiveColumns: String {
        ProfilesArchive.Column.allCases.map { "\($0.rawValue) TEXT" }.joined(separator: ", ")
    }

    /// The shell script that does the store's import: the CSV into a staging table, then
    /// into the store's tables, in one transaction; `sorted`, each table's rows inserted
    /// in its key's order.
    static func storeScript(csv: URL, sorted: Bool) -> String {
        let profileOrder = sorted ? "ORDER BY id" : "ORDER BY rowid", detailOrder = sorted ? "ORDER BY 1, 2" : ""
        return """
        \(storePragmas)
        BEGIN IMMEDIATE;
        CREATE TEMP TABLE staging (\(archiveColumns));
        .import --csv --skip 1 --schema temp '\(csv.path)' staging
        INSERT INTO profile (id, name, bio, position, phone_number)
            SELECT id, name, bio, rowid - 1, phone_number FROM temp.staging \(profileOrder);
        INSERT INTO fun_fact (profile_id, position, text)
            WITH RECURSIVE split(profile_id, position, rest, fact) AS (
                SELECT id, -1, fun_facts || char(10), NULL FROM temp.staging WHERE fun_facts <> ''
                UNION ALL
                SELECT profile_id, position + 1, substr(rest, instr(rest, char(10)) + 1), substr(rest, 1, instr(rest, char(10)) - 1)
                FROM split WHERE rest <> ''
            )
            SELECT profile_id, position,
                   replace(replace(replace(replace(replace(fact, '\\\\', char(1)), '\\n', char(10)), '\\r', char(13)), '\\e', ''), char(1), '\\')
            FROM split WHERE position >= 0 \(detailOrder);
        INSERT INTO file_reference (profile_id, role, url)
            SELECT * FROM (
                SELECT id, 'video', video FROM temp.staging WHERE video <> ''
                UNION ALL
                SELECT id, 'portrait', portrait FROM temp.staging WHERE portrait <> ''
            ) \(detailOrder);
        COMMIT;
        """
    }

    /// `.import --csv` into one table of the archive's columns (no split).
    static func flatScript(csv: URL) -> String {
        """
        \(storePragmas)
        PRAGMA journal_mode = WAL;
        BEGIN IMMEDIATE;
        CREATE TABLE archive (\(archiveColumns));
        .import --csv --skip 1 '\(csv.path)' archive
        COMMIT;
        """
    }

    /// Runs the `sqlite3` shell on `database` with `script` on its standard input; fails
    /// on any error it reports (`-bail`).
    private static func runShell(_ sqlite3: String, database: URL, script: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: sqlite3)
        process.arguments = ["-bail", database.path]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, message.isEmpty else {
            throw Failure("sqlite3 exited with \(process.terminationStatus): \(message.prefix(500))")
        }
    }
}
