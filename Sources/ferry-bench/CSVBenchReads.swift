// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// Ferry's side of the CSV benchmark: the reads that are timed, and the sums (untimed) of
/// what they made.
enum CSVBenchReads {
    static func strings(path: String) throws -> [CSVRecord] {
        try CSVReader(path: path, options: .init(hasHeader: true)).readAllRecords()
    }

    static func columns(path: String) throws -> CSVColumns {
        try CSVReader(path: path, options: .init(hasHeader: true)).readColumns()
    }

    /// A row of the generated file.
    struct Sale: Decodable {
        var id: Int
        var name: String
        var city: String
        var amount: Double
        var score: Int
        var day: Date
        var comment: String
        var tag: String
        var note: String
    }

    /// A row of the long-quoted file.
    struct Post: Decodable {
        var id: Int
        var posted: Date
        var title: String
        var body: String
    }

    /// A `Sale` made by `CSVRecordDecodable`: the same fields read by name, by direct calls.
    struct SaleByName: CSVRecordDecodable {
        var sale: Sale

        init(csvRecord record: CSVDecoder.Record) throws {
            sale = try Sale(
                id: record.decode(Int.self, forKey: "id"), name: record.decode(String.self, forKey: "name"),
                city: record.decode(String.self, forKey: "city"), amount: record.decode(Double.self, forKey: "amount"),
                score: record.decode(Int.self, forKey: "score"), day: record.decode(Date.self, forKey: "day"),
                comment: record.decode(String.self, forKey: "comment"), tag: record.decode(String.self, forKey: "tag"),
                note: record.decode(String.self, forKey: "note"))
        }
    }

    /// A `Post` made by `CSVRecordDecodable`.
    struct PostByName: CSVRecordDecodable {
        var post: Post

        init(csvRecord record: CSVDecoder.Record) throws {
            post = try Post(
                id: record.decode(Int.self, forKey: "id"), posted: record.decode(Date.self, forKey: "posted"),
                title: record.decode(String.self, forKey: "title"), body: record.decode(String.self, forKey: "body"))
        }
    }

    static func decodeSales(path: String) throws -> [Sale] {
        try CSVDecoder().decode(Sale.self, from: CSVReader(path: path, options: .init(hasHeader: true)))
    }

    static func decodePosts(path: String) throws -> [Post] {
        try CSVDecoder().decode(Post.self, from: CSVReader(path: path, options: .init(hasHeader: true)))
    }

    static func salesByName(path: String) throws -> [SaleByName] {
        try CSVDecoder().decode(SaleByName.self, from: CSVReader(path: path, options: .init(hasHeader: true)))
    }

    static func postsByName(path: String) throws -> [PostByName] {
        try CSVDecoder().decode(PostByName.self, from: CSVReader(path: path, options: .init(hasHeader: true)))
    }

    static func textSums(of records: [CSVRecord]) -> CSVTextChecksum {
        var sums = CSVTextChecksum()
        sums.rows = records.count
        for record in records {
            for value in record.fields { sums.add(value: value.utf8) }
        }
        return sums
    }

    static func textSums(of columns: CSVColumns) -> CSVTextChecksum {
        var sums = CSVTextChecksum()
        sums.rows = columns.rowCount
        for column in columns.columns {
            for index in 0..<column.count { sums.add(value: column.valueBytes(at: index)) }
        }
        return sums
    }

    private static func days(_ date: Date) -> Int { Int((date.timeIntervalSince1970 / 86_400).rounded(.down)) }

    static func typedSums(of sales: [Sale]) -> CSVTypedChecksum {
        var sums = CSVTypedChecksum()
        sums.rows = sales.count
        for sale in sales {
            sums.integers += sale.id + sale.score
            sums.hundredths += Int((sale.amount * 100).rounded())
            sums.days += days(sale.day)
            for text in [sale.name, sale.city, sale.comment, sale.tag, sale.note] { sums.textBytes += text.utf8.count }
        }
        return sums
    }

    static func typedSums(of posts: [Post]) -> CSVTypedChecksum {
        var sums = CSVTypedChecksum()
        sums.rows = posts.count
        for post in posts {
            sums.integers += post.id
            sums.days += days(post.posted)
            sums.textBytes += post.title.utf8.count + post.body.utf8.count
        }
        return sums
    }
}

/// Peak memory while streaming: a child process (`ferry-bench _csv-stream PATH MODE`) reads
/// a file record by record, or in column batches, and reports its own peak resident
/// memory, once for the generated file and once for a file `gigabytes` GB large. Memory is
/// flat when the large file's peak is no more than the small one's plus 16 MB.
enum CSVStreamingMemory {
    static let modes = ["records", "column-batches"]

    static func run(directory: URL, small: (path: String, summary: CSVBenchFile.Summary), gigabytes: Int) -> Bool {
        let path = directory.appendingPathComponent("big.csv").path
        let big: CSVBenchFile.Summary
        do {
            big = try CSVBenchFile.generated.write(to: path, bytes: gigabytes * 1_000_000_000, seed: 7)
        } catch {
            return Bench.fail("cannot write the \(gigabytes) GB file: \(error)")
        }
        defer { unlink(path) }
        var correct = true
        for mode in modes {
            guard let smallPeak = child(path: small.path, mode: mode, expected: small.summary.text),
                  let bigPeak = child(path: path, mode: mode, expected: big.text) else {
                correct = false
                continue
            }
            let flat = bigPeak.peak <= smallPeak.peak + 16_000_000
            Bench.note("csv.stream-\(mode)-peak-memory", String(
                format: "%@: child's peak RSS %.1f MB for %.0f MB, %.1f MB for %.1f GB (%.0f MB/s): %@",
                mode == "records" ? "every record as [String], one at a time" : "CSVColumns batches of 65,536 rows",
                Double(smallPeak.peak) / 1e6, Double(small.summary.bytes) / 1e6, Double(bigPeak.peak) / 1e6,
                Double(big.bytes) / 1e9, Double(big.bytes) / 1e6 / bigPeak.seconds,
                flat ? "flat (goal: within 16 MB)" : "NOT flat (goal: within 16 MB)"))
        }
        return correct
    }

    /// Runs the child on `path`; nil (after saying why) when it fails or reads wrong.
    private static func child(path: String, mode: String, expected: CSVTextChecksum) -> (peak: Int, seconds: Double)? {
        guard let output = CSVBenchAnchors.runProcess(
            CommandLine.arguments[0], arguments: ["_csv-stream", path, mode], environment: [:]),
            output.status == 0, let line = output.stdout.split(separator: "\n").last,
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let peak = object["peak"] as? Int, let seconds = object["seconds"] as? Double,
            let sums = CSVTextChecksum(json: object)
        else {
            _ = Bench.fail("the streaming child (\(mode)) failed on \(path)")
            return nil
        }
        guard sums == expected else {
            _ = Bench.fail("the streaming child (\(mode)) read \(sums), the file holds \(expected)")
            return nil
        }
        return (peak, seconds)
    }

    /// The child's body: streams `path` and prints its sums, time and peak RSS as JSON.
    static func runChild(_ arguments: [String]) -> Bool {
        guard arguments.count >= 3 else { return false }
        let path = arguments[1], mode = arguments[2]
        var sums = CSVTextChecksum()
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let reader = try CSVReader(path: path, options: .init(hasHeader: true))
            if mode == "records" {
                while let record = try reader.nextRecord() {
                    sums.rows += 1
                    for value in record.fields { sums.add(value: value.utf8) }
                }
            } else {
                try reader.forEachColumnBatch(rows: 65_536) { batch in
                    sums.rows += batch.rowCount
                    for column in batch.columns {
                        for index in 0..<column.count { sums.add(value: column.valueBytes(at: index)) }
                    }
                }
            }
        } catch {
            FileHandle.standardError.write(Data("ferry-bench _csv-stream: \(error)\n".utf8))
            return false
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let object: [String: Any] = [
            "rows": sums.rows, "fields": sums.fields, "value_bytes": sums.valueBytes, "quotes": sums.quotes,
            // VmHWM belongs to this process image alone; getrusage's peak would include
            // the parent's, which exec keeps.
            "lf": sums.lineFeeds, "cr": sums.carriageReturns, "peak": Bench.peakResidentBytesOfThisImage(), "seconds": seconds,
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return false }
        print(String(decoding: data, as: UTF8.self))
        return true
    }
}
