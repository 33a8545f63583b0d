// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import TextEditing

/// The test string through every conversion, with both the plain `String` conversions and
/// `TextOffsetIndex` (several checkpoint strides), which must agree.
@Suite struct TextOffsetsTests {
    static let text = "a👍🏽e\u{301}🇫🇷z"
    /// Grapheme boundaries of the test string, worked out by hand:
    /// a | 👍 🏽 | e ◌́ | 🇫 🇷 | z
    static let boundaries: [[TextUnit: Int]] = [
        [.grapheme: 0, .scalar: 0, .utf16: 0, .utf8: 0],
        [.grapheme: 1, .scalar: 1, .utf16: 1, .utf8: 1],
        [.grapheme: 2, .scalar: 3, .utf16: 5, .utf8: 9],
        [.grapheme: 3, .scalar: 5, .utf16: 7, .utf8: 12],
        [.grapheme: 4, .scalar: 7, .utf16: 11, .utf8: 20],
        [.grapheme: 5, .scalar: 8, .utf16: 12, .utf8: 21],
    ]
    /// Offsets that are scalar boundaries inside a cluster (between 👍 and 🏽, e and ◌́, 🇫 and 🇷).
    static let insideCluster: [TextUnit: Set<Int>] = [.scalar: [2, 4, 6], .utf16: [3, 6, 9], .utf8: [5, 10, 16]]

    struct Converter {
        let name: String
        let index: (Int, TextUnit, OffsetRounding, TextBoundary) throws -> Rounded<String.Index>
        let offset: (String.Index, TextUnit, OffsetRounding, TextBoundary) throws -> Rounded<Int>
        let convert: (Int, TextUnit, TextUnit, OffsetRounding) throws -> Rounded<Int>
        let length: (TextUnit) -> Int
    }

    static var converters: [Converter] {
        let plain = Converter(name: "String", index: { try text.index(atOffset: $0, in: $1, rounding: $2, boundary: $3) },
                              offset: { try text.offset(of: $0, in: $1, rounding: $2, boundary: $3) },
                              convert: { try text.convertOffset($0, from: $1, to: $2, rounding: $3) },
                              length: { text.length(in: $0) })
        let indexed = [1, 2, 3, 64].map { stride in
            let table = TextOffsetIndex(text, checkpointStride: stride)
            return Converter(name: "TextOffsetIndex(\(stride))",
                             index: { try table.index(atOffset: $0, in: $1, rounding: $2, boundary: $3) },
                             offset: { try table.offset(of: $0, in: $1, rounding: $2, boundary: $3) },
                             convert: { try table.convertOffset($0, from: $1, to: $2, rounding: $3) },
                             length: { table.length(in: $0) })
        }
        return [plain] + indexed
    }

    @Test func lengthsInEveryUnit() {
        for converter in Self.converters {
            #expect(converter.length(.grapheme) == 5, "\(converter.name)")
            #expect(converter.length(.scalar) == 8, "\(converter.name)")
            #expect(converter.length(.utf16) == 12, "\(converter.name)")
            #expect(converter.length(.utf8) == 21, "\(converter.name)")
        }
    }

    @Test func boundariesConvertExactlyBetweenEveryPairOfUnits() throws {
        for converter in Self.converters {
            for boundary in Self.boundaries {
                for source in TextUnit.allCases {
                    for target in TextUnit.allCases {
                        let converted = try converter.convert(boundary[source]!, source, target, .down)
                        #expect(converted.value == boundary[target]! && !converted.wasRounded,
                                "\(converter.name): \(source) \(boundary[source]!) → \(target)")
                    }
                    let index = try converter.index(boundary[source]!, source, .down, .grapheme)
                    #expect(!index.wasRounded)
                    #expect(Self.text.utf8.distance(from: Self.text.startIndex, to: index.value) == boundary[.utf8]!)
                    #expect(try converter.offset(index.value, source, .down, .grapheme) == Rounded(boundary[source]!))
                }
            }
        }
    }

    @Test func everyOffsetInsideAClusterRoundsToItsEndsAndSaysWhy() throws {
        for converter in Self.converters {
            for unit in [TextUnit.scalar, .utf16, .utf8] {
                for offset in 0...converter.length(unit) {
                    guard let upper = Self.boundaries.firstIndex(where: { $0[unit]! >= offset }),
                          Self.boundaries[upper][unit]! != offset else { continue }
                    let below = Self.boundaries[upper - 1], above = Self.boundaries[upper]
                    let reason: RoundingAdjustment.Reason = Self.insideCluster[unit]!.contains(offset)
                        ? .insideGraphemeCluster : unit == .utf16 ? .insideSurrogatePair : .insideUTF8Sequence
                    for target in TextUnit.allCases {
                        let down = try converter.convert(offset, unit, target, .down)
                        #expect(down.value == below[target]!, "\(converter.name) \(unit) \(offset) ↓ \(target)")
                        #expect(down.adjustments == [RoundingAdjustment(requested: offset, result: below[unit]!, unit: unit, reason: reason)])
                        let up = try converter.convert(offset, unit, target, .up)
                        #expect(up.value == above[target]!, "\(converter.name) \(unit) \(offset) ↑ \(target)")
                        #expect(up.adjustments.first?.result == above[unit]!)
                    }
                }
            }
        }
    }

    @Test func scalarBoundaryModeOnlyAvoidsSplittingEncodings() throws {
        for converter in Self.converters {
            // Between 👍 and 🏽 is fine at scalar level.
            #expect(try converter.index(3, .utf16, .down, .scalar).wasRounded == false)
            // Inside 👍's surrogate pair is not: it rounds to the scalar's ends.
            let down = try converter.index(2, .utf16, .down, .scalar)
            #expect(down.adjustments == [RoundingAdjustment(requested: 2, result: 1, unit: .utf16, reason: .insideSurrogatePair)])
            let up = try converter.index(2, .utf16, .up, .scalar)
            #expect(Self.text.utf16.distance(from: Self.text.startIndex, to: up.value) == 3)
            let utf8 = try converter.index(11, .utf8, .up, .scalar)
            #expect(utf8.adjustments == [RoundingAdjustment(requested: 11, result: 12, unit: .utf8, reason: .insideUTF8Sequence)])
        }
    }

    @Test func indexesFromOtherViewsRoundToGraphemeBoundaries() throws {
        let text = Self.text
        let insideThumb = text.unicodeScalars.index(text.startIndex, offsetBy: 2)
        let trailingSurrogate = text.utf16.index(text.startIndex, offsetBy: 2)
        let insideUTF8 = text.utf8.index(text.startIndex, offsetBy: 3)
        for converter in Self.converters {
            let scalarIndex = try converter.offset(insideThumb, .grapheme, .down, .grapheme)
            #expect(scalarIndex.value == 1)
            #expect(scalarIndex.adjustments.first?.reason == .insideGraphemeCluster)
            #expect(try converter.offset(insideThumb, .utf16, .up, .grapheme).value == 5)
            #expect(try converter.offset(insideThumb, .scalar, .down, .scalar) == Rounded(2))

            let surrogate = try converter.offset(trailingSurrogate, .utf16, .up, .scalar)
            #expect(surrogate.value == 3)
            #expect(surrogate.adjustments.first?.reason == .insideSurrogatePair)

            let utf8 = try converter.offset(insideUTF8, .scalar, .down, .scalar)
            #expect(utf8.value == 1)
            #expect(utf8.adjustments == [RoundingAdjustment(requested: 3, result: 1, unit: .utf8, reason: .insideUTF8Sequence)])
        }
    }

    @Test func offsetsOutsideTheTextThrow() {
        for converter in Self.converters {
            #expect(throws: TextEditingError.offsetOutOfBounds(offset: 13, length: 12, unit: .utf16)) {
                try converter.index(13, .utf16, .down, .grapheme)
            }
            #expect(throws: TextEditingError.offsetOutOfBounds(offset: -1, length: 5, unit: .grapheme)) {
                try converter.convert(-1, .grapheme, .utf8, .up)
            }
            #expect(throws: TextEditingError.offsetOutOfBounds(offset: 6, length: 5, unit: .grapheme)) {
                try converter.convert(6, .grapheme, .scalar, .down)
            }
        }
        let longer = "a👍🏽e\u{301}🇫🇷z and more"
        #expect(throws: TextEditingError.indexOutOfBounds(utf8Offset: 30, utf8Length: 21)) {
            try Self.text.offset(of: longer.utf8.index(longer.startIndex, offsetBy: 30), in: .scalar)
        }
    }

    @Test func emptyTextHasOnlyOffsetZero() throws {
        let empty = TextOffsetIndex("")
        #expect(try empty.index(atOffset: 0, in: .utf16).value == "".startIndex)
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 1, length: 0, unit: .scalar)) {
            try "".index(atOffset: 1, in: .scalar)
        }
        #expect(try "".isBoundary(offset: 0, in: .utf8))
        #expect(try !Self.text.isBoundary(offset: 2, in: .scalar))
        #expect(try Self.text.isBoundary(offset: 2, in: .scalar, boundary: .scalar))
    }

    @Test func largeMixedTextAgreesWithPlainConversions() throws {
        var generator = SplitMix64(seed: 7)
        let text = randomText(length: 600, using: &generator)
        let table = TextOffsetIndex(text, checkpointStride: 16)
        #expect(table.checkpointCount > 10)
        for unit in TextUnit.allCases {
            #expect(table.length(in: unit) == text.length(in: unit))
            for _ in 0..<150 {
                let offset = Int.random(in: 0...text.length(in: unit), using: &generator)
                let rounding: OffsetRounding = Bool.random(using: &generator) ? .down : .up
                let boundary: TextBoundary = Bool.random(using: &generator) ? .grapheme : .scalar
                let expected = try text.index(atOffset: offset, in: unit, rounding: rounding, boundary: boundary)
                #expect(try table.index(atOffset: offset, in: unit, rounding: rounding, boundary: boundary) == expected)
                let target = TextUnit.allCases.randomElement(using: &generator)!
                #expect(try table.convertOffset(offset, from: unit, to: target, rounding: rounding, boundary: boundary)
                        == text.convertOffset(offset, from: unit, to: target, rounding: rounding, boundary: boundary))
            }
        }
    }
}
