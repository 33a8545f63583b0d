// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import CSV

/// `CSVRecordDecodable`: the same rules and errors as the `Decodable` path, by direct calls.
@Suite struct CSVRecordDecodableTests {
    typealias Account = CSVDecoderTests.Account

    /// `Account` read by name, in an order that is not the header's.
    struct AccountByName: CSVRecordDecodable, Equatable {
        var account: Account

        init(csvRecord record: CSVDecoder.Record) throws {
            account = try Account(
                id: record.decode(Int.self, forKey: "id"), owner: record.decode(String.self, forKey: "owner"),
                balance: record.decode(Double.self, forKey: "balance"), opened: record.decode(Date.self, forKey: "opened"),
                status: record.decode(CSVDecoderTests.Status.self, forKey: "status"),
                verified: record.decode(Bool.self, forKey: "verified"),
                note: record.decodeIfPresent(String.self, forKey: "note"),
                limit: record.decodeIfPresent(Int16.self, forKey: "limit"))
        }
    }

    @Test func readsWhatTheDecodablePathReads() throws {
        let byName = try CSVDecoder().decode(
            AccountByName.self, from: CSVReader(string: CSVDecoderTests.text, options: .init(hasHeader: true)))
        let decoded = try CSVDecoder().decode(
            Account.self, from: CSVReader(string: CSVDecoderTests.text, options: .init(hasHeader: true)))
        #expect(byName.map(\.account) == decoded)
        #expect(byName.count == 2)
        #expect(byName.first?.account.limit == 500)
        #expect(byName.last?.account.note == "two\nlines")
    }

    @Test func aValueThatDoesNotFitIsTheErrorTheDecodablePathGives() throws {
        struct Row: Decodable { var id: Int }
        struct RowByName: CSVRecordDecodable {
            var id: Int
            init(csvRecord record: CSVDecoder.Record) throws { id = try record.decode(Int.self, forKey: "id") }
        }
        let text = "owner,id\na,1\nb,x2\n"
        func mismatch(_ decode: (CSVReader) throws -> Void) throws -> DecodingError.Context? {
            do {
                try decode(CSVReader(string: text, options: .init(hasHeader: true)))
            } catch let DecodingError.typeMismatch(_, context) {
                return context
            }
            return nil
        }
        let decodable = try #require(try mismatch { _ = try CSVDecoder().decode(Row.self, from: $0) })
        let byName = try #require(try mismatch { _ = try CSVDecoder().decode(RowByName.self, from: $0) })
        #expect(byName.debugDescription == decodable.debugDescription)
        #expect(byName.debugDescription.hasPrefix("line 3, column 'id': \"x2\""))
        #expect(byName.codingPath.map(\.stringValue) == decodable.codingPath.map(\.stringValue))
    }

    @Test func aMissingColumnIsKeyNotFoundWithItsLine() throws {
        struct Row: CSVRecordDecodable {
            var name: String
            init(csvRecord record: CSVDecoder.Record) throws { name = try record.decode(String.self, forKey: "name") }
        }
        do {
            _ = try CSVDecoder().decode(Row.self, from: CSVReader(string: "id\n1\n", options: .init(hasHeader: true)))
            Issue.record("decoding should have failed")
        } catch let DecodingError.keyNotFound(key, context) {
            #expect(key.stringValue == "name")
            #expect(context.debugDescription == "line 2: no column named 'name'")
        }
    }

    @Test func aTypeThatIsAlsoDecodableIsReadThroughItsRecordInitializer() throws {
        struct Row: Decodable, CSVRecordDecodable {
            var n: Int
            var byName = false
            enum CodingKeys: CodingKey { case n }
            init(csvRecord record: CSVDecoder.Record) throws {
                n = try record.decode(Int.self, forKey: "n")
                byName = true
            }
        }
        let reader = { try CSVReader(string: "n\n1\n2\n", options: .init(hasHeader: true)) }
        let rows = try CSVDecoder().decode(Row.self, from: reader())
        #expect(rows.map(\.n) == [1, 2])
        #expect(rows.allSatisfy { $0.byName })
        var streamed: [Row] = []
        try CSVDecoder().forEach(Row.self, in: reader()) { streamed.append($0) }
        #expect(streamed.map(\.n) == [1, 2])
        #expect(streamed.allSatisfy { $0.byName })
    }

    /// A type that reads different columns from record to record: the lookups the decoder
    /// remembers from the record before must never answer for another name.
    @Test func readsThatChangeFromRecordToRecordFindTheirOwnColumns() throws {
        struct Row: CSVRecordDecodable {
            var kind: String
            var value: String
            var line: Int
            init(csvRecord record: CSVDecoder.Record) throws {
                kind = try record.decode(String.self, forKey: "kind")
                value = try record.decode(String.self, forKey: kind == "a" ? "a" : "b")
                if kind == "c", !(try record.decodeNil(forKey: "c")) { value += try record.decode(String.self, forKey: "c") }
                line = record.line
            }
        }
        let text = "kind,a,b,c\na,1,2,3\nb,4,5,6\nc,7,8,9\nc,10,11,\na,12,13,14\n"
        let rows = try CSVDecoder().decode(Row.self, from: CSVReader(string: text, options: .init(hasHeader: true)))
        #expect(rows.map { "\($0.line) \($0.kind)=\($0.value)" } == ["2 a=1", "3 b=5", "4 c=89", "5 c=11", "6 a=12"])
    }

    @Test func optionalsAreNilForEmptyFieldsAndMissingColumns() throws {
        struct Row: CSVRecordDecodable {
            var count: Int?
            var ratio: Double?
            var flag: Bool?
            var word: String?
            var day: Date?
            var missing: String?
            var hasMissing: Bool
            init(csvRecord record: CSVDecoder.Record) throws {
                count = try record.decodeIfPresent(Int.self, forKey: "count")
                ratio = try record.decodeIfPresent(Double.self, forKey: "ratio")
                flag = try record.decodeIfPresent(Bool.self, forKey: "flag")
                word = try record.decodeIfPresent(String.self, forKey: "word")
                day = try record.decodeIfPresent(Date.self, forKey: "day")
                missing = try record.decodeIfPresent(String.self, forKey: "missing")
                hasMissing = record.contains("missing")
            }
        }
        let text = "count,ratio,flag,word,day\n1,0.5,true,hi,1970-01-02\n,,,,\n3,,0,,1970-01-01\n"
        let rows = try CSVDecoder().decode(Row.self, from: CSVReader(string: text, options: .init(hasHeader: true)))
        let described = rows.map { row in
            [row.count.map { "\($0)" }, row.ratio.map { "\($0)" }, row.flag.map { "\($0)" }, row.word,
             row.day.map { "\($0.timeIntervalSince1970)" }, row.missing, "\(row.hasMissing)"].map { $0 ?? "nil" }
        }
        #expect(described == [
            ["1", "0.5", "true", "hi", "86400.0", "nil", "false"],
            ["nil", "nil", "nil", "nil", "nil", "nil", "false"],
            ["3", "nil", "false", "nil", "0.0", "nil", "false"],
        ])
        // A field that is there but does not fit is an error, not nil.
        #expect(throws: DecodingError.self) {
            try CSVDecoder().decode(Row.self, from: CSVReader(string: "count\nmany\n", options: .init(hasHeader: true)))
        }
    }

    /// The `Decodable` path's optionals, with fields empty in some records and not in
    /// others: each record gets its own values (its `decodeIfPresent` looks a column up
    /// once, whatever the field holds).
    @Test func decodableOptionalsWithFieldsEmptyInSomeRecords() throws {
        struct Row: Decodable, Equatable {
            var a: Int?
            var b: String?
            var c: Double?
            var d: Date?
            var e: CSVDecoderTests.Status?
        }
        let text = "a,b,c,d,e\n1,,2.5,,active\n,x,,1970-01-02,\n3,y,,,closed\n,,,,\n"
        let rows = try CSVDecoder().decode(Row.self, from: CSVReader(string: text, options: .init(hasHeader: true)))
        #expect(rows == [
            Row(a: 1, b: nil, c: 2.5, d: nil, e: .active),
            Row(a: nil, b: "x", c: nil, d: Date(timeIntervalSince1970: 86_400), e: nil),
            Row(a: 3, b: "y", c: nil, d: nil, e: .closed),
            Row(a: nil, b: nil, c: nil, d: nil, e: nil),
        ])
    }

    @Test func datesFollowTheDecodersStrategy() throws {
        struct Row: CSVRecordDecodable {
            var at: Date
            init(csvRecord record: CSVDecoder.Record) throws { at = try record.decode(Date.self, forKey: "at") }
        }
        let seconds = try CSVDecoder(dateDecodingStrategy: .secondsSince1970)
            .decode(Row.self, from: CSVReader(string: "at\n86400.5\n", options: .init(hasHeader: true)))
        #expect(seconds.first?.at == Date(timeIntervalSince1970: 86_400.5))
        let custom = try CSVDecoder(dateDecodingStrategy: .custom { _ in Date(timeIntervalSince1970: 42) })
            .decode(Row.self, from: CSVReader(string: "at\nanything\n", options: .init(hasHeader: true)))
        #expect(custom.first?.at == Date(timeIntervalSince1970: 42))
        #expect(throws: DecodingError.self) {
            try CSVDecoder().decode(Row.self, from: CSVReader(string: "at\nyesterday\n", options: .init(hasHeader: true)))
        }
    }
}
