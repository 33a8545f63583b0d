// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import CSV

/// The fast paths for values (short strings built directly, plain dates, the decoder's
/// direct array and lookup table) against the general code they stand in for, on random
/// inputs.
@Suite struct FastPathTests {
    // (`ShortStrings` also copies longer validated values without a second check.)
    /// Random bytes of `count` from pieces that are ASCII, multi-byte UTF-8 or invalid.
    private func randomValue(count: Int, random: inout SplitMix64, invalid: Bool) -> [UInt8] {
        var pieces: [[UInt8]] = [[0x61], [0x7A], [0x30], [0x20], [0x2C], [0x22], [0x0A], [0x00], [0x7F],
                                 Array("é".utf8), Array("東".utf8), Array("𝄞".utf8)]
        if invalid { pieces += [[0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] }
        var bytes: [UInt8] = []
        while bytes.count < count { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
        return bytes
    }

    @Test func theSmallFormIsTheStandardLibrarys() {
        // The fast path is in use on the platforms Ferry runs on; were the layout to change,
        // this fails while reading falls back to `String(decoding:as:)`.
        #if _endian(little) && _pointerBitWidth(_64)
        #expect(ShortStrings.smallFormMatches)
        #endif
    }

    @Test func shortStringsEqualTheStandardLibrarysOnRandomBytes() {
        var random = SplitMix64(seed: 21)
        var built = 0
        for round in 0..<20_000 {
            let invalid = round % 3 == 0
            let length = round % 4 == 0 ? Int(random.next() % 100) : Int(random.next() % 20)
            var bytes = randomValue(count: length, random: &random, invalid: invalid)
            let count = bytes.count
            // What follows the value in the buffer must not leak into it.
            bytes += randomValue(count: 16, random: &random, invalid: true)
            bytes.withUnsafeBufferPointer { buffer in
                let value = UnsafeBufferPointer(rebasing: buffer[..<count])
                let isValid = UTF8Validator.firstInvalidIndex(buffer.baseAddress!, from: 0, limit: count) == nil
                let expected = String(decoding: value, as: UTF8.self)
                for claimsValid in isValid ? [true, false] : [false] {
                    let string = ShortStrings.string(buffer.baseAddress!, count: count, isValidUTF8: claimsValid)
                    #expect(string == expected)
                    #expect(Array(string.utf8) == Array(expected.utf8))
                    #expect(string.count == expected.count && string.hashValue == expected.hashValue)
                    // The same length and flags (ASCII, NFC) in the first word of a large
                    // string, the same bytes in a small one.
                    #expect(unsafeBitCast(string, to: (UInt64, UInt64).self).0 == unsafeBitCast(expected, to: (UInt64, UInt64).self).0)
                    if count <= 15 && (claimsValid || value.allSatisfy { $0 < 0x80 }) {
                        built += 1
                        #expect(unsafeBitCast(string, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self))
                    }
                }
            }
        }
        #expect(built > 5_000)
    }

    /// A record's values the general way: each field's value bytes through `String(decoding:as:)`.
    private func slowOutcome(_ bytes: [UInt8], options: CSVReader.Options) -> ReadOutcome {
        var outcome = ReadOutcome()
        do {
            let reader = try CSVReader(bytes: bytes, options: options)
            defer { outcome.forgiven = reader.forgivenIssues }
            do {
                try reader.forEachRecord { record in
                    outcome.records.append((0..<record.count).map { index in
                        record[index].withValueBytes { String(decoding: $0, as: UTF8.self) }
                    })
                    outcome.lines.append(record.line)
                }
            } catch {
                outcome.error = error as? CSVError
            }
        } catch {
            outcome.error = error
        }
        return outcome
    }

    @Test func recordsOfStringsEqualTheGeneralPathOnRandomCSV() {
        var random = SplitMix64(seed: 77)
        var alphabet = defaultAlphabet
        alphabet += [Array("Zürich".utf8), Array("naïve café".utf8), Array("0123456789".utf8), [0xFF], [0xE6, 0x9D]]
        var invalidUTF8Errors = 0
        var records = 0
        for round in 0..<400 {
            let bytes = randomCSVBytes(count: Int(random.next() % 300), random: &random, alphabet: alphabet)
            var options = CSVReader.Options(mode: round % 2 == 0 ? .strict : .lenient)
            options.requiresUniformFieldCount = false
            for (name, pathOptions) in everyReadingPath(options) {
                let fast = readAll(bytes, options: pathOptions)
                let slow = slowOutcome(bytes, options: pathOptions)
                #expect(fast == slow, "\(name), round \(round)")
                if case .invalidUTF8 = fast.error { invalidUTF8Errors += 1 }
                records += fast.records.count
            }
        }
        // The inputs did reach both the typed error and many records.
        #expect(invalidUTF8Errors > 50)
        #expect(records > 1_500)
    }

    @Test func invalidUTF8InAShortFieldIsTheTypedErrorWithItsPosition() {
        for path in everyReadingPath(CSVReader.Options()) {
            let outcome = readAll([0x61, 0x2C, 0x62, 0x0D, 0x0A, 0x63, 0x2C, 0x64, 0xFF, 0x65, 0x0A], options: path.options)
            #expect(outcome.records == [["a", "b"]], "\(path.name)")
            #expect(outcome.error == .invalidUTF8(line: 2, column: 4), "\(path.name)")
        }
        var lenient = CSVReader.Options.lenient
        lenient.recordScanner = .fastest
        let repaired = readAll([0x63, 0x2C, 0x64, 0xFF, 0x65, 0x0A], options: lenient)
        #expect(repaired.records == [["c", "d\u{FFFD}e"]])
    }

    @Test func plainDatesEqualTheGeneralParser() {
        var random = SplitMix64(seed: 9)
        var valid = 0
        for round in 0..<50_000 {
            // Every day of every month in years 0 to 9999, and months and days out of range.
            let year = Int(random.next() % 10_000)
            var text = round % 4 == 0
                ? Array(String(format: "%04d-%02d-%02d", year, Int(random.next() % 14), Int(random.next() % 33)).utf8)
                : Array(String(format: "%04d-%02d-%02d", year, 1 + Int(random.next() % 12), 1 + Int(random.next() % 31)).utf8)
            if round % 7 == 0 { text[Int(random.next() % UInt64(text.count))] = UInt8(truncatingIfNeeded: random.next()) }
            text.withUnsafeBufferPointer { bytes in
                let general = FieldParsing.iso8601SecondsOfAnyForm(bytes)
                #expect(FieldParsing.iso8601Seconds(bytes) == general, "\(String(decoding: bytes, as: UTF8.self))")
                #expect(FieldParsing.plainDateDays(bytes).map { Double($0) * 86_400 } == general.flatMap { bytes.count == 10 ? $0 : nil })
                if general != nil { valid += 1 }
            }
        }
        #expect(valid > 20_000)
    }

    /// A row whose `init(from:)` asks for different keys, in a different order, per row,
    /// and for more keys than the lookup table starts with.
    struct Varying: Decodable, Equatable {
        var kind: String
        var values: [Int]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(kind: String, values: [Int]) {
            self.kind = kind
            self.values = values
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            kind = try container.decode(String.self, forKey: Key(stringValue: "kind"))
            let order = kind == "up" ? Array(0..<40) : Array((0..<40).reversed())
            values = try order.map { try container.decode(Int.self, forKey: Key(stringValue: "c\($0)")) }
        }
    }

    @Test func decodeMatchesForEachAndChangingKeyOrders() throws {
        var random = SplitMix64(seed: 3)
        var text = "kind," + (0..<40).map { "c\($0)" }.joined(separator: ",") + "\n"
        var expected: [Varying] = []
        for _ in 0..<300 {
            let kind = random.next() % 3 == 0 ? "down" : "up"
            let row = (0..<40).map { _ in Int(random.next() % 1000) - 500 }
            text += kind + "," + row.map(String.init).joined(separator: ",") + "\n"
            expected.append(Varying(kind: kind, values: kind == "up" ? row : row.reversed()))
        }
        let decoded = try CSVDecoder().decode(Varying.self, from: CSVReader(string: text, options: .init(hasHeader: true)))
        var streamed: [Varying] = []
        try CSVDecoder().forEach(Varying.self, in: CSVReader(string: text, options: .init(hasHeader: true))) { streamed.append($0) }
        #expect(decoded == expected)
        #expect(streamed == expected)
    }

    /// A row decoded through two enum key types whose first cases have the same bits but
    /// name different columns, asked for in an order that changes from row to row.
    struct TwoKeyTypes: Decodable, Equatable {
        var first: Int
        var second: String
        var third: Int

        enum Numbers: CodingKey { case one, kind, three }
        enum Words: CodingKey { case two }

        init(first: Int, second: String, third: Int) {
            (self.first, self.second, self.third) = (first, second, third)
        }

        init(from decoder: any Decoder) throws {
            let numbers = try decoder.container(keyedBy: Numbers.self)
            if try numbers.decode(String.self, forKey: .kind) == "numbers-first" {
                first = try numbers.decode(Int.self, forKey: .one)
                second = try decoder.container(keyedBy: Words.self).decode(String.self, forKey: .two)
            } else {
                second = try decoder.container(keyedBy: Words.self).decode(String.self, forKey: .two)
                first = try numbers.decode(Int.self, forKey: .one)
            }
            third = try numbers.decode(Int.self, forKey: .three)
        }
    }

    @Test func enumKeysOfTwoTypesAskedForInTurnFindTheirOwnColumns() throws {
        var random = SplitMix64(seed: 12)
        var text = "three,two,kind,one\n"
        var expected: [TwoKeyTypes] = []
        for row in 0..<200 {
            let (one, three) = (Int(random.next() % 1000), Int(random.next() % 1000))
            let kind = random.next() % 2 == 0 ? "numbers-first" : "words-first"
            text += "\(three),w\(row),\(kind),\(one)\n"
            expected.append(TwoKeyTypes(first: one, second: "w\(row)", third: three))
        }
        let decoded = try CSVDecoder().decode(TwoKeyTypes.self, from: CSVReader(string: text, options: .init(hasHeader: true)))
        #expect(decoded == expected)
    }

    @Test func integersEqualTheStandardLibrarysParser() {
        var random = SplitMix64(seed: 31)
        func check<Integer: FixedWidthInteger>(_ type: Integer.Type, _ text: String) {
            let parsed = Array(text.utf8).withUnsafeBufferPointer { FieldParsing.integer(Integer.self, $0) }
            #expect(parsed == Integer(text), "\(Integer.self) \(text)")
        }
        for round in 0..<20_000 {
            // 1 to 25 digits (the fast path takes up to 18), signs, zeros in front, and now
            // and then a byte that is not a digit.
            let digits = 1 + Int(random.next() % 25)
            var text = String((0..<digits).map { _ in Character(String(random.next() % 10)) })
            switch random.next() % 4 {
            case 0: text = "-" + text
            case 1: text = "+" + text
            default: break
            }
            if round % 11 == 0 {
                var bytes = Array(text.utf8)
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next() % 128)
                text = String(decoding: bytes, as: UTF8.self)
            }
            check(Int.self, text)
            check(Int8.self, text)
            check(Int32.self, text)
            check(UInt64.self, text)
            check(UInt16.self, text)
        }
        for text in ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
                     "18446744073709551615", "18446744073709551616", "-0", "+0", "000000000000000000000001"] {
            check(Int.self, text)
            check(UInt64.self, text)
        }
    }
}
