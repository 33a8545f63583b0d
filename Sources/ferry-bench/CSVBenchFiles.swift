// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// What reading a benchmark file must produce, summed so that both sides of a comparison
/// can be checked against the file's generator: every value materialised as text.
struct CSVTextChecksum: Equatable, CustomStringConvertible {
    var rows = 0
    var fields = 0
    /// Total UTF-8 length of all values.
    var valueBytes = 0
    /// `"`, LF and CR bytes inside values (after unescaping).
    var quotes = 0
    var lineFeeds = 0
    var carriageReturns = 0

    var description: String {
        "rows \(rows), fields \(fields), value bytes \(valueBytes), quotes \(quotes), LF \(lineFeeds), CR \(carriageReturns)"
    }

    /// Adds one value's bytes.
    mutating func add<Bytes: Sequence>(value: Bytes) where Bytes.Element == UInt8 {
        fields += 1
        for byte in value {
            valueBytes += 1
            switch byte {
            case UInt8(ascii: "\""): quotes += 1
            case 0x0A: lineFeeds += 1
            case 0x0D: carriageReturns += 1
            default: break
            }
        }
    }

    init() {}

    /// From an anchor's JSON object, or nil when a key is missing.
    init?(json: [String: Any]) {
        guard let rows = json["rows"] as? Int, let fields = json["fields"] as? Int,
              let valueBytes = json["value_bytes"] as? Int, let quotes = json["quotes"] as? Int,
              let lineFeeds = json["lf"] as? Int, let carriageReturns = json["cr"] as? Int else { return nil }
        (self.rows, self.fields, self.valueBytes) = (rows, fields, valueBytes)
        (self.quotes, self.lineFeeds, self.carriageReturns) = (quotes, lineFeeds, carriageReturns)
    }
}

/// What a typed read of a benchmark file must produce: sums over its typed columns.
struct CSVTypedChecksum: Equatable, CustomStringConvertible {
    var rows = 0
    /// Sum of the integer columns.
    var integers = 0
    /// Sum of the decimal column in hundredths, each value rounded.
    var hundredths = 0
    /// Sum of the date column in days since 1970-01-01.
    var days = 0
    /// Total UTF-8 length of the text columns.
    var textBytes = 0

    var description: String {
        "rows \(rows), integer sum \(integers), hundredths \(hundredths), days \(days), text bytes \(textBytes)"
    }

    init() {}

    init?(json: [String: Any]) {
        guard let rows = json["rows"] as? Int, let integers = json["integers"] as? Int,
              let hundredths = json["hundredths"] as? Int, let days = json["days"] as? Int,
              let textBytes = json["text_bytes"] as? Int else { return nil }
        (self.rows, self.integers, self.hundredths, self.days, self.textBytes) = (rows, integers, hundredths, days, textBytes)
    }
}

/// The CSV benchmark's input files, written by a seeded generator that also sums what a
/// reader must find in them.
enum CSVBenchFile: String, CaseIterable {
    /// Mixed short columns (numbers, a date, words); about 10 % of the text fields quoted,
    /// half of those with a line break.
    case generated
    /// Records of a few short columns and one long quoted text field (about 3 KB) full of
    /// doubled quotes, commas and line breaks.
    case longQuoted = "long-quoted"

    var header: String {
        switch self {
        case .generated: "id,name,city,amount,score,day,comment,tag,note"
        case .longQuoted: "id,posted,title,body"
        }
    }

    /// What the generator wrote.
    struct Summary {
        var bytes = 0
        var text = CSVTextChecksum()
        var typed = CSVTypedChecksum()
        var quotedFields = 0
    }

    /// Writes at least `bytes` bytes of CSV to `path`, streaming, and returns its summary.
    func write(to path: String, bytes target: Int, seed: UInt64) throws -> Summary {
        guard let file = fopen(path, "w") else { throw CSVError.openFailed(path: path, errno: errno) }
        defer { fclose(file) }
        var writer = RecordWriter(random: BenchGenerator(seed: seed))
        writer.chunk.append(contentsOf: (header + "\r\n").utf8)
        writer.summary.bytes = writer.chunk.count
        while writer.summary.bytes < target {
            let before = writer.chunk.count
            switch self {
            case .generated: writer.writeGeneratedRecord()
            case .longQuoted: writer.writeLongQuotedRecord()
            }
            writer.chunk.append(contentsOf: [0x0D, 0x0A])
            writer.summary.text.rows += 1
            writer.summary.typed.rows += 1
            writer.summary.bytes += writer.chunk.count - before
            if writer.chunk.count >= 1 << 20 { try writer.flush(to: file) }
        }
        try writer.flush(to: file)
        return writer.summary
    }

    /// Builds records into a chunk and sums them as it goes.
    private struct RecordWriter {
        var random: BenchGenerator
        var chunk: [UInt8] = []
        var summary = Summary()
        private var value: [UInt8] = []

        init(random: BenchGenerator) {
            self.random = random
            chunk.reserveCapacity(1 << 21)
        }

        mutating func flush(to file: UnsafeMutablePointer<FILE>) throws {
            guard fwrite(chunk, 1, chunk.count, file) == chunk.count else {
                throw CSVError.writeFailed(offset: summary.bytes, errno: errno)
            }
            chunk.removeAll(keepingCapacity: true)
        }

        mutating func writeGeneratedRecord() {
            let id = Int(random.next() % 10_000_000)
            appendNumber(id)
            summary.typed.integers += id
            appendText { $0.appendWord(from: Self.words) }
            appendText { $0.appendWord(from: Self.cities) }
            // amount: up to 99999.99, always two decimals
            comma()
            let cents = Int(random.next() % 10_000_000)
            value.removeAll(keepingCapacity: true)
            appendDigits(cents / 100, into: &value)
            value.append(UInt8(ascii: "."))
            value.append(UInt8(ascii: "0") + UInt8(cents % 100 / 10))
            value.append(UInt8(ascii: "0") + UInt8(cents % 10))
            plain()
            summary.typed.hundredths += cents
            comma()
            let score = Int(random.next() % 1000)
            appendNumber(score, leadingComma: false)
            summary.typed.integers += score
            comma()
            appendDate()
            for _ in 0..<3 { appendText { $0.appendWords(2 + Int($0.random.next() % 5)) } }
        }

        mutating func writeLongQuotedRecord() {
            let id = Int(random.next() % 10_000_000)
            appendNumber(id)
            summary.typed.integers += id
            comma()
            appendDate()
            appendText { $0.appendWords(2 + Int($0.random.next() % 5)) }
            // The body: sentences, some with a quotation and some ending a paragraph.
            comma()
            value.removeAll(keepingCapacity: true)
            let sentences = 4 + Int(random.next() % 60)
            for sentence in 0..<sentences {
                if sentence > 0 { value.append(UInt8(ascii: " ")) }
                appendWords(4 + Int(random.next() % 12))
                let roll = random.next() % 100
                if roll < 12 {
                    value.append(contentsOf: ", she said \"".utf8)
                    appendWords(2 + Int(random.next() % 4))
                    value.append(UInt8(ascii: "\""))
                }
                value.append(UInt8(ascii: "."))
                if roll % 7 == 0 { value.append(contentsOf: random.next() & 1 == 0 ? [0x0A] : [0x0D, 0x0A]) }
            }
            quoted()
            summary.typed.textBytes += value.count
        }

        private mutating func comma() { chunk.append(UInt8(ascii: ",")) }

        private mutating func appendNumber(_ number: Int, leadingComma: Bool = false) {
            value.removeAll(keepingCapacity: true)
            appendDigits(number, into: &value)
            plain()
        }

        private mutating func appendDate() {
            let days = 10_957 + Int(random.next() % 9000)  // from 2000-01-01
            let (year, month, day) = Self.civil(fromDays: days)
            value.removeAll(keepingCapacity: true)
            appendDigits(year, into: &value)
            for part in [month, day] {
                value.append(UInt8(ascii: "-"))
                value.append(UInt8(ascii: "0") + UInt8(part / 10))
                value.append(UInt8(ascii: "0") + UInt8(part % 10))
            }
            plain()
            summary.typed.days += days
        }

        /// A text field: `fill` makes the value; about 18 % are quoted, half of those with
        /// a line break inside and a third with a delimiter and quotes.
        private mutating func appendText(_ fill: (inout RecordWriter) -> Void) {
            comma()
            value.removeAll(keepingCapacity: true)
            fill(&self)
            let roll = random.next() % 100
            if roll < 18 {
                if roll < 9 {
                    value.append(contentsOf: random.next() & 1 == 0 ? [0x0A] : [0x0D, 0x0A])
                    appendWords(2 + Int(random.next() % 5))
                } else if roll < 14 {
                    value.append(contentsOf: ", \"quoted\"".utf8)
                }
                quoted()
            } else {
                plain()
            }
            summary.typed.textBytes += value.count
        }

        private mutating func plain() {
            summary.text.add(value: value)
            chunk.append(contentsOf: value)
        }

        private mutating func quoted() {
            summary.text.add(value: value)
            summary.quotedFields += 1
            chunk.append(UInt8(ascii: "\""))
            for byte in value {
                chunk.append(byte)
                if byte == UInt8(ascii: "\"") { chunk.append(byte) }
            }
            chunk.append(UInt8(ascii: "\""))
        }

        mutating func appendWord(from list: [[UInt8]]) {
            value.append(contentsOf: list[Int(random.next() % UInt64(list.count))])
        }

        mutating func appendWords(_ count: Int) {
            for index in 0..<count {
                if index > 0 { value.append(UInt8(ascii: " ")) }
                appendWord(from: Self.words)
            }
        }

        private func appendDigits(_ number: Int, into value: inout [UInt8]) {
            if number >= 10 { appendDigits(number / 10, into: &value) }
            value.append(UInt8(ascii: "0") + UInt8(number % 10))
        }

        static let words: [[UInt8]] = [
            "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
            "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
            "Zürich", "São Paulo", "Kraków", "東京", "naïve", "café",
        ].map { Array($0.utf8) }
        static let cities: [[UInt8]] = [
            "Berlin", "Paris", "Lisbon", "Oslo", "Dublin", "Vienna", "Prague", "Madrid", "Rome", "Zürich",
        ].map { Array($0.utf8) }

        /// The proleptic Gregorian date `days` days after 1970-01-01 (Howard Hinnant's
        /// `civil_from_days`).
        static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let monthIndex = (5 * dayOfYear + 2) / 153
            let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
            let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
            return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
        }
    }
}
