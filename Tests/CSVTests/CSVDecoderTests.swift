// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import CSV

@Suite struct CSVDecoderTests {
    enum Status: String, Decodable { case active, closed }

    struct Account: Decodable, Equatable {
        var id: Int
        var owner: String
        var balance: Double
        var opened: Date
        var status: Status
        var verified: Bool
        var note: String?
        var limit: Int16?
    }

    static let text = """
        status,id,owner,balance,opened,verified,note,limit\r
        active,1,"Doe, Jane",1234.56,2024-03-15,true,,500\r
        closed,2,Zoë,-0.5,2024-03-15T08:30:05.250Z,0,"two\nlines",\r

        """

    private func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test func decodesRowsByHeaderNameWithNumbersDatesAndOptionals() throws {
        let reader = try CSVReader(string: Self.text, options: .init(hasHeader: true))
        let accounts = try CSVDecoder().decode(Account.self, from: reader)
        #expect(accounts == [
            Account(id: 1, owner: "Doe, Jane", balance: 1234.56, opened: date(1_710_460_800), status: .active,
                    verified: true, note: nil, limit: 500),
            Account(id: 2, owner: "Zoë", balance: -0.5, opened: date(1_710_460_800 + 8 * 3600 + 30 * 60 + 5.25),
                    status: .closed, verified: false, note: "two\nlines", limit: nil),
        ])
    }

    @Test func aValueThatDoesNotFitNamesLineColumnAndValue() throws {
        let reader = try CSVReader(string: "id,owner\n1,a\nx2,b\n", options: .init(hasHeader: true))
        struct Row: Decodable { var id: Int; var owner: String }
        do {
            _ = try CSVDecoder().decode(Row.self, from: reader)
            Issue.record("decoding should have failed")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.debugDescription == "line 3, column 'id': \"x2\" is not a whole number that fits Int")
            #expect(context.codingPath.map(\.stringValue) == ["id"])
        }
    }

    @Test func aMissingColumnIsKeyNotFound() throws {
        let reader = try CSVReader(string: "id\n1\n", options: .init(hasHeader: true))
        struct Row: Decodable { var id: Int; var name: String }
        #expect(throws: DecodingError.self) { try CSVDecoder().decode(Row.self, from: reader) }
    }

    @Test func integersRejectOverflowAndJunk() {
        for (text, expected) in [("127", Int8(127)), ("-128", Int8(-128)), ("+5", Int8(5))] as [(String, Int8)] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { FieldParsing.integer(Int8.self, $0) } == expected)
        }
        for text in ["128", "-129", "", "-", "1.0", " 1", "1e3"] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { FieldParsing.integer(Int8.self, $0) } == nil, "\(text)")
        }
    }

    @Test func doublesAreCorrectlyRounded() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<2000 {
            let value = Double(bitPattern: random.next() >> 2) // finite, positive
            for text in [String(value), String(format: "%.2f", value.truncatingRemainder(dividingBy: 1e6)),
                         String(format: "%.15g", value), "-" + String(random.next() % 100_000) + "." + String(random.next() % 1000)] {
                let parsed = Array(text.utf8).withUnsafeBufferPointer { FieldParsing.double($0) }
                #expect(parsed == Double(text), "\(text)")
            }
        }
        for text in ["", "-", ".", "1.2.3", "abc"] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { FieldParsing.double($0) } == nil, "\(text)")
        }
    }

    @Test func isoDatesAndTimesWithZones() {
        let cases: [(String, Double?)] = [
            ("1970-01-01", 0), ("2000-02-29", 951_782_400), ("2024-03-15 08:30", 1_710_491_400),
            ("2024-03-15T08:30:00+01:00", 1_710_487_800), ("2024-03-15T08:30:00-0230", 1_710_500_400),
            ("1969-12-31T23:59:59Z", -1), ("2023-02-29", nil), ("2024-13-01", nil), ("2024-03-15T25:00", nil),
            ("2024-03-15T08:30Zx", nil), ("15/03/2024", nil),
        ]
        for (text, expected) in cases {
            #expect(Array(text.utf8).withUnsafeBufferPointer { FieldParsing.iso8601Seconds($0) } == expected, "\(text)")
        }
    }

    @Test func otherDateStrategies() throws {
        struct Row: Decodable { var at: Date }
        let seconds = try CSVDecoder(dateDecodingStrategy: .secondsSince1970)
            .decode(Row.self, from: CSVReader(string: "at\n86400.5\n", options: .init(hasHeader: true)))
        #expect(seconds.map(\.at) == [date(86400.5)])
        let custom = try CSVDecoder(dateDecodingStrategy: .custom { _ in Date(timeIntervalSince1970: 7) })
            .decode(Row.self, from: CSVReader(string: "at\nanything\n", options: .init(hasHeader: true)))
        #expect(custom.map(\.at) == [date(7)])
    }

    @Test func withoutAHeaderIntegerKeysNamePositions() throws {
        struct Pair: Decodable, Equatable {
            var first: String
            var second: Int
            enum CodingKeys: Int, CodingKey { case first = 0, second = 1 }
        }
        let pairs = try CSVDecoder().decode(Pair.self, from: CSVReader(string: "a,1\nb,2\n"))
        #expect(pairs == [Pair(first: "a", second: 1), Pair(first: "b", second: 2)])
    }

    @Test func forEachDecodesOneRowAtATime() throws {
        struct Row: Decodable { var n: Int }
        var sum = 0
        try CSVDecoder().forEach(Row.self, in: CSVReader(string: "n\n1\n2\n3\n", options: .init(hasHeader: true))) { sum += $0.n }
        #expect(sum == 6)
    }
}
