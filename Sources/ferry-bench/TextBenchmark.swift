// SPDX-License-Identifier: Apache-2.0
import Foundation
import TextEditing

/// `ferry-bench text`: mapping a 100-range selection through 100k single-character edits
/// (against the naive mapping: every range end shifted by hand per edit), and converting
/// offsets in a 10 MB text (against the standard library re-scanning the text); each at two
/// text sizes to show that Ferry's cost follows the number of
/// changes and conversions, not the text's length.
enum TextBenchmark {
    static func run(arguments: [String]) -> Bool {
        var ok = true
        ok = mapping() && ok
        ok = conversions() && ok
        return ok
    }

    // MARK: - Mapping a selection through edits

    /// One single-character edit: an insertion of "x" or a deletion, at a scalar offset.
    struct Edit {
        let position: Int
        let isInsertion: Bool
    }

    static func makeEdits(count: Int, startLength: Int, seed: UInt64) -> [Edit] {
        var generator = SplitMix(seed: seed)
        var length = startLength
        var edits: [Edit] = []
        edits.reserveCapacity(count)
        for _ in 0..<count {
            let isInsertion = length == 0 || generator.next() & 1 == 0
            let position = Int(generator.next() % UInt64(isInsertion ? length + 1 : length))
            edits.append(Edit(position: position, isInsertion: isInsertion))
            length += isInsertion ? 1 : -1
        }
        return edits
    }

    static func changeSets(for edits: [Edit], startLength: Int) -> [ChangeSet] {
        var length = startLength
        return edits.map { edit in
            let replacement = edit.isInsertion ? Replacement.insertion("x", at: edit.position)
                                               : Replacement.deletion(from: edit.position, to: edit.position + 1)
            defer { length += edit.isInsertion ? 1 : -1 }
            return try! ChangeSet(replacements: [replacement], length: length, unit: .scalar)
        }
    }

    /// 100 ranges of 20 characters spread evenly over the text.
    static func hundredRanges(length: Int) -> Selection {
        let ranges = (0..<100).map { i in SelectionRange(anchor: i * (length / 100) + 10, head: i * (length / 100) + 30) }
        return try! Selection(ranges: ranges, textLength: length, unit: .scalar)
    }

    /// The anchor's independent arithmetic for one single-character edit, with the same
    /// documented rules (range ends pulled inward, a range that loses all its text collapses).
    static func naiveShift(_ ranges: inout [(from: Int, to: Int)], by edit: Edit) {
        for i in ranges.indices {
            var (from, to) = ranges[i]
            if edit.isInsertion {
                if from >= edit.position { from += 1 }   // `from` sticks after text inserted at it
                if to > edit.position { to += 1 }        // `to` sticks before it
            } else {
                if from > edit.position { from -= 1 }
                if to > edit.position { to -= 1 }
            }
            ranges[i] = from >= to ? (from, from) : (from, to)
        }
    }

    static func naiveText(megabytes: Int) -> String {
        String(repeating: "Blue tile, round pebble and paper square. ", count: megabytes * 1_000_000 / 42)
    }

    static func mapping() -> Bool {
        let editCount = 100_000
        var ok = true
        var ferryPerEdit: [Int: Double] = [:]
        for megabytes in [1, 10] {
            let text = naiveText(megabytes: megabytes)
            let length = text.unicodeScalars.count
            let edits = makeEdits(count: editCount, startLength: length, seed: UInt64(megabytes))
            let sets = changeSets(for: edits, startLength: length)
            let selection = hundredRanges(length: length)

            var mapped = selection
            let ferry = Bench.best(of: 5) { mapped = try! selection.mapped(through: sets) }
            ferryPerEdit[megabytes] = ferry / Double(editCount)

            // Anchor: the naive mapping, the 200 range ends shifted by hand through every
            // edit (the text itself is neither copied nor edited: only positions move).
            let start = selection.ranges.map { (from: $0.from, to: $0.to) }
            var naiveRanges = start
            let anchor = Bench.best(of: 5) {
                var ranges = start
                for edit in edits { naiveShift(&ranges, by: edit) }
                naiveRanges = ranges
            }
            let name = "text map 100 ranges, per edit, \(megabytes) MB text"
            if mapped.ranges.map({ [$0.from, $0.to] }) != naiveRanges.map({ [$0.from, $0.to] }) {
                Bench.noRatio(name, "the naive mapping ends elsewhere than Ferry's")
                ok = Bench.fail("mapping through \(editCount) edits (\(megabytes) MB) disagrees with the naive anchor") && ok
            } else {
                Bench.report(name, ferry: ferry / Double(editCount), anchor: anchor / Double(editCount), unit: "us", work: .init(
                    ferry: "Selection.mapped(through:) over 100,000 one-character ChangeSets: the 100 mapped ranges",
                    anchor: "the same 200 range ends shifted by hand through the same 100,000 edits (no text copied or edited): the same ranges",
                    timing: "1 warm-up + best of 5 each"))
            }
            Bench.note("text map 100 ranges x 100k edits, \(megabytes) MB text",
                       String(format: "ferry %.3f ms total, %.2f M edits/s", ferry * 1e3, Double(editCount) / ferry / 1e6))
            if mapped.textLength != sets.last!.newLength || mapped.ranges.count != 100 {
                ok = Bench.fail("mapped selection has length \(mapped.textLength) and \(mapped.ranges.count) ranges") && ok
            }
        }
        // Growth with changes: 10k edits versus 100k over the 1 MB text.
        let text = naiveText(megabytes: 1)
        let length = text.unicodeScalars.count
        let tenK = changeSets(for: makeEdits(count: 10_000, startLength: length, seed: 9), startLength: length)
        let selection = hundredRanges(length: length)
        let tenKTime = Bench.best(of: 5) { _ = try! selection.mapped(through: tenK) }
        Bench.note("text map cost growth", String(
            format: "10 MB/1 MB text at 100k edits: %.2fx; 100k/10k edits at 1 MB: %.2fx (%.3f ms for 10k)",
            ferryPerEdit[10]! / ferryPerEdit[1]!, ferryPerEdit[1]! * 100_000 / tenKTime, tenKTime * 1e3))
        return ok
    }

    // MARK: - Offset conversions

    static func mixedText(megabytes: Int) -> String {
        let paragraph = "Blue tile, cafe\u{301} 👍🏽, 🇫🇷 flag, 中文 text and plain ASCII words for the rest. "
        let bytes = paragraph.utf8.count
        return String(repeating: paragraph, count: megabytes * 1_000_000 / bytes)
    }

    static func conversions() -> Bool {
        var ok = true
        var ferryPerConversion: [Int: Double] = [:]
        var anchorPerConversion: [Int: Double] = [:]
        for megabytes in [1, 10] {
            let text = mixedText(megabytes: megabytes)
            var table = TextOffsetIndex("")
            let build = Bench.best(of: 3) { table = TextOffsetIndex(text) }
            Bench.note("text offset index build, \(megabytes) MB text",
                       String(format: "%.3f ms (%.0f MB/s), %d checkpoints", build * 1e3, Double(megabytes) / build, table.checkpointCount))

            let graphemes = table.length(in: .grapheme)
            var generator = SplitMix(seed: 42)
            let offsets = (0..<100_000).map { _ in Int(generator.next() % UInt64(graphemes + 1)) }

            // Grapheme offset → String.Index.
            var checksum = 0
            let ferry = Bench.best(of: 5) {
                checksum = 0
                for offset in offsets { checksum &+= text.utf8.distance(from: text.startIndex, to: try! table.index(atOffset: offset, in: .grapheme).value) }
            }
            let anchorCount = megabytes == 1 ? 40 : 4
            var naiveIndexes: [String.Index] = []
            let anchor = Bench.best(of: 5) {
                naiveIndexes = offsets.prefix(anchorCount).map { text.index(text.startIndex, offsetBy: $0) }
            }
            ferryPerConversion[megabytes] = ferry / Double(offsets.count)
            anchorPerConversion[megabytes] = anchor / Double(anchorCount)
            let graphemeName = "text grapheme offset to String.Index, \(megabytes) MB text"
            if zip(offsets, naiveIndexes).contains(where: { try! table.index(atOffset: $0, in: .grapheme).value != $1 }) {
                Bench.noRatio(graphemeName, "String.index(_:offsetBy:) gives other indices")
                ok = Bench.fail("grapheme offsets convert differently from String.index(_:offsetBy:)") && ok
            } else {
                Bench.report(graphemeName, ferry: ferry / Double(offsets.count), anchor: anchor / Double(anchorCount), unit: "us", work: .init(
                    ferry: "TextOffsetIndex.index(atOffset:in: .grapheme) for 100,000 random offsets: String.Index each",
                    anchor: "String.index(_:offsetBy:) from the start for the first \(anchorCount) of them (per conversion; it re-scans): the same indices",
                    timing: "1 warm-up + best of 5 each"))
            }
            if checksum == 0 { ok = Bench.fail("grapheme conversions produced nothing") && ok }

            // Scalar (GTK) offset → UTF-16 offset (NSRange): through String.Index naively.
            let scalars = table.length(in: .scalar)
            let scalarOffsets = offsets.map { Int((UInt64($0) &* 2_654_435_761) % UInt64(scalars + 1)) }
            var converted: [Int] = []
            let ferryScalar = Bench.best(of: 5) {
                converted = scalarOffsets.map { try! table.convertOffset($0, from: .scalar, to: .utf16, boundary: .scalar).value }
            }
            var naiveConverted: [Int] = []
            let anchorScalar = Bench.best(of: 5) {
                naiveConverted = scalarOffsets.prefix(anchorCount * 4).map {
                    text.unicodeScalars.index(text.startIndex, offsetBy: $0).utf16Offset(in: text)
                }
            }
            let scalarName = "text scalar offset to UTF-16 offset, \(megabytes) MB text"
            if Array(converted.prefix(naiveConverted.count)) != naiveConverted {
                Bench.noRatio(scalarName, "the naive conversion gives other offsets")
                ok = Bench.fail("scalar → UTF-16 conversions disagree with the anchor") && ok
            } else {
                Bench.report(scalarName, ferry: ferryScalar / Double(scalarOffsets.count),
                             anchor: anchorScalar / Double(anchorCount * 4), unit: "us", work: .init(
                                ferry: "TextOffsetIndex.convertOffset(_:from: .scalar, to: .utf16) for 100,000 offsets",
                                anchor: "unicodeScalars.index(_:offsetBy:) then utf16Offset(in:) for the first \(anchorCount * 4) of them (per conversion): the same offsets",
                                timing: "1 warm-up + best of 5 each"))
            }

            // UTF-16 offset → String.Index: the standard library keeps UTF-16 breadcrumbs, so
            // this anchor is not naive; Ferry also rounds to grapheme boundaries.
            let utf16Length = table.length(in: .utf16)
            let utf16Offsets = offsets.map { Int((UInt64($0) &* 40_503) % UInt64(utf16Length + 1)) }
            var ferryIndexes: [Rounded<String.Index>] = []
            let ferryUTF16 = Bench.best(of: 5) {
                ferryIndexes = utf16Offsets.map { try! table.index(atOffset: $0, in: .utf16) }
            }
            var stdlibIndexes: [String.Index] = []
            let stdlibUTF16 = Bench.best(of: 5) {
                stdlibIndexes = utf16Offsets.map { String.Index(utf16Offset: $0, in: text) }
            }
            let utf16Name = "text UTF-16 offset to String.Index (stdlib breadcrumbs anchor), \(megabytes) MB text"
            if zip(ferryIndexes, stdlibIndexes).contains(where: { !$0.wasRounded && $0.value != $1 }) {
                Bench.noRatio(utf16Name, "String.Index(utf16Offset:in:) gives other indices")
                ok = Bench.fail("UTF-16 conversion disagrees with String.Index(utf16Offset:in:)") && ok
            } else {
                Bench.report(utf16Name, ferry: ferryUTF16 / Double(utf16Offsets.count), anchor: stdlibUTF16 / Double(utf16Offsets.count),
                             unit: "us", work: .init(
                                ferry: "TextOffsetIndex.index(atOffset:in: .utf16) for 100,000 offsets: String.Index each, rounded to a grapheme boundary (more work)",
                                anchor: "String.Index(utf16Offset:in:) for the same offsets: the same indices where no rounding was needed",
                                timing: "1 warm-up + best of 5 each"))
            }
            Bench.note("text conversion throughput, \(megabytes) MB text", String(
                format: "grapheme→index %.2f M/s, scalar→UTF-16 %.2f M/s, UTF-16→index %.2f M/s (ferry)",
                Double(offsets.count) / ferry / 1e6, Double(scalarOffsets.count) / ferryScalar / 1e6,
                Double(utf16Offsets.count) / ferryUTF16 / 1e6))
        }
        Bench.note("text conversion cost growth", String(
            format: "grapheme offset → index, 10 MB/1 MB text: ferry %.2fx, anchor %.2fx",
            ferryPerConversion[10]! / ferryPerConversion[1]!, anchorPerConversion[10]! / anchorPerConversion[1]!))
        return ok
    }
}

/// A tiny deterministic generator (SplitMix64) so every run measures the same work.
private struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
