// SPDX-License-Identifier: Apache-2.0
/// Guesses the encoding of a block of CSV that is not valid UTF-8, among Windows-1252,
/// Windows-1256, Shift_JIS (CP932) and GB18030.
///
/// Each candidate reads the block its own way and scores every non-ASCII character it
/// finds by how usual it is in text of that encoding's languages (an accented letter inside
/// a Latin word, an Arabic letter in an all-Arabic word, kana, common hanzi…), from 1 down
/// to negative for what text hardly ever holds. A byte sequence the encoding does not
/// define rules the candidate out. The best average wins; ties go to the earlier candidate.
enum EncodingDetector {
    static let candidates: [CSVTextEncoding] = [.windows1252, .windows1256, .shiftJIS, .gb18030]

    /// The encoding of `sample`: UTF-8 when it is valid UTF-8 (a sequence cut by the
    /// sample's end counts as valid unless `isWholeInput`), else the best-scoring candidate.
    static func detect(_ sample: UnsafeBufferPointer<UInt8>, isWholeInput: Bool) -> CSVTextEncoding {
        guard let base = sample.baseAddress, !sample.isEmpty else { return .utf8 }
        let invalid = UTF8Validator.firstInvalidIndex(base, from: 0, limit: sample.count)
        if invalid == nil || (!isWholeInput && invalid! >= sample.count - 3 && isTruncatedSequence(sample, at: invalid!)) {
            return .utf8
        }
        var best = CSVTextEncoding.utf8
        var bestScore = -Double.infinity
        for candidate in candidates {
            guard let score = score(sample, as: candidate, isWholeInput: isWholeInput), score > bestScore else { continue }
            best = candidate
            bestScore = score
        }
        return best
    }

    /// Whether the bytes from `index` to the end are the start of a UTF-8 sequence.
    private static func isTruncatedSequence(_ sample: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let lead = sample[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        return length > sample.count - index && sample[(index + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
    }

    /// The average score per non-ASCII character of `sample` read as `encoding`, or `nil`
    /// when the sample holds a sequence the encoding does not define.
    static func score(_ sample: UnsafeBufferPointer<UInt8>, as encoding: CSVTextEncoding, isWholeInput: Bool) -> Double? {
        var total = 0.0
        var characters = 0
        let valid: Bool
        switch encoding {
        case .windows1252, .windows1256:
            valid = scoreSingleByte(sample, table: encoding == .windows1252 ? windows1252HighHalf : windows1256HighHalf,
                                    total: &total, characters: &characters)
        case .shiftJIS:
            valid = scoreShiftJIS(sample, isWholeInput: isWholeInput, total: &total, characters: &characters)
        case .gb18030:
            valid = scoreGB18030(sample, isWholeInput: isWholeInput, total: &total, characters: &characters)
        case .utf8, .utf16LittleEndian, .utf16BigEndian:
            return nil
        }
        guard valid else { return nil }
        return characters == 0 ? 0 : total / Double(characters)
    }

    @inline(__always)
    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private enum SingleByteClass { case latinLetter, arabicLetter, punctuation, other }

    private static func classify(_ scalar: UInt16) -> SingleByteClass {
        switch scalar {
        case 0x00C0...0x024F where scalar != 0xD7 && scalar != 0xF7: .latinLetter
        case 0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017D, 0x017E: .latinLetter
        case 0x0621...0x064A, 0x0671...0x06D3: .arabicLetter
        case 0x00A0, 0x00AB, 0x00BB, 0x00B0, 0x20AC, 0x2018, 0x2019, 0x201C, 0x201D, 0x2013, 0x2014, 0x2026,
             0x060C, 0x061B, 0x061F, 0x200C, 0x200D, 0x200E, 0x200F, 0x0640, 0x064B...0x0652:
            .punctuation
        default: .other
        }
    }

    /// Scores a single-byte encoding word by word: an accented Latin letter counts fully
    /// in a word that also has ASCII letters, an Arabic letter in a word that has none.
    private static func scoreSingleByte(
        _ sample: UnsafeBufferPointer<UInt8>, table: [UInt16], total: inout Double, characters: inout Int
    ) -> Bool {
        var index = 0
        while index < sample.count {
            guard sample[index] >= 0x80 else { index += 1; continue }
            // The word around this byte: the run of letters and non-ASCII bytes.
            var start = index
            while start > 0 && (sample[start - 1] >= 0x80 || isASCIILetter(sample[start - 1])) { start -= 1 }
            var end = index
            var hasASCIILetter = false
            for position in start..<index where isASCIILetter(sample[position]) { hasASCIILetter = true }
            while end < sample.count && (sample[end] >= 0x80 || isASCIILetter(sample[end])) {
                if isASCIILetter(sample[end]) { hasASCIILetter = true }
                end += 1
            }
            for position in index..<end where sample[position] >= 0x80 {
                let scalar = table[Int(sample[position] - 0x80)]
                guard scalar != 0 else { return false }
                characters += 1
                // Bytes 0x80...0x9F hold the rarer letters and the typographic marks.
                let rare = sample[position] < 0xA0
                switch classify(scalar) {
                case .latinLetter: total += hasASCIILetter ? (rare ? 0.5 : 1) : 0.25
                case .arabicLetter: total += hasASCIILetter ? 0 : (rare ? 0.5 : 1)
                case .punctuation: total += 0.3
                case .other: total -= 1
                }
            }
            index = end
        }
        return true
    }

    /// Scores CP932: kana and JIS level 1 kanji fully, level 2 less, half-width katakana
    /// and the vendor extensions little, the user-defined area negatively.
    private static func scoreShiftJIS(
        _ sample: UnsafeBufferPointer<UInt8>, isWholeInput: Bool, total: inout Double, characters: inout Int
    ) -> Bool {
        var index = 0
        while index < sample.count {
            let lead = sample[index]
            if lead < 0x80 { index += 1; continue }
            characters += 1
            if lead >= 0xA1 && lead <= 0xDF {
                total += 0.3
                index += 1
                continue
            }
            guard (lead >= 0x81 && lead <= 0x9F) || (lead >= 0xE0 && lead <= 0xFC) else { return false }
            guard index + 1 < sample.count else { return !isWholeInput }
            let trail = sample[index + 1]
            guard (trail >= 0x40 && trail <= 0x7E) || (trail >= 0x80 && trail <= 0xFC) else { return false }
            switch lead {
            case 0x81: total += 0.7
            case 0x82: total += trail >= 0x9F ? 1 : 0.5
            case 0x83: total += trail <= 0x96 ? 1 : 0.2
            case 0x84, 0x87: total += 0.2
            case 0x88 where trail >= 0x9F, 0x89...0x97: total += 1
            case 0x98 where trail <= 0x72: total += 1
            case 0x98...0x9F, 0xE0...0xEA: total += 0.4
            case 0xED, 0xEE, 0xFA...0xFC: total += 0.2
            case 0xF0...0xF9: total -= 1
            default: return false
            }
            index += 2
        }
        return true
    }

    /// Scores GB18030: GB2312's level 1 hanzi and Chinese punctuation fully, level 2 less,
    /// GBK's extensions and four-byte sequences little, the user-defined areas negatively.
    private static func scoreGB18030(
        _ sample: UnsafeBufferPointer<UInt8>, isWholeInput: Bool, total: inout Double, characters: inout Int
    ) -> Bool {
        var index = 0
        while index < sample.count {
            let lead = sample[index]
            if lead < 0x80 { index += 1; continue }
            guard lead >= 0x81 && lead <= 0xFE else { return false }
            characters += 1
            guard index + 1 < sample.count else { return !isWholeInput }
            let second = sample[index + 1]
            if second >= 0x30 && second <= 0x39 {
                guard index + 3 < sample.count else { return !isWholeInput }
                let third = sample[index + 2], fourth = sample[index + 3]
                guard third >= 0x81 && third <= 0xFE && fourth >= 0x30 && fourth <= 0x39 else { return false }
                index += 4
                continue
            }
            guard (second >= 0x40 && second <= 0x7E) || (second >= 0x80 && second <= 0xFE) else { return false }
            if second >= 0xA1 {
                switch lead {
                case 0xB0...0xD7: total += 1
                case 0xD8...0xF7: total += 0.5
                case 0xA1, 0xA3: total += 0.7
                case 0xA2, 0xA4...0xA9: total += 0.3
                case 0xAA...0xAF, 0xF8...0xFE: total -= 1
                default: total += 0.1
                }
            } else {
                total += 0.1
            }
            index += 2
        }
        return true
    }

    /// Bytes 0x80...0xFF in windows1252 (0: not defined).
    static let windows1252HighHalf: [UInt16] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
        0x00A0, 0x00A1, 0x00A2, 0x00A3, 0x00A4, 0x00A5, 0x00A6, 0x00A7,
        0x00A8, 0x00A9, 0x00AA, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x00AF,
        0x00B0, 0x00B1, 0x00B2, 0x00B3, 0x00B4, 0x00B5, 0x00B6, 0x00B7,
        0x00B8, 0x00B9, 0x00BA, 0x00BB, 0x00BC, 0x00BD, 0x00BE, 0x00BF,
        0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C6, 0x00C7,
        0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D7,
        0x00D8, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00DF,
        0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E6, 0x00E7,
        0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC, 0x00ED, 0x00EE, 0x00EF,
        0x00F0, 0x00F1, 0x00F2, 0x00F3, 0x00F4, 0x00F5, 0x00F6, 0x00F7,
        0x00F8, 0x00F9, 0x00FA, 0x00FB, 0x00FC, 0x00FD, 0x00FE, 0x00FF,
    ]
    /// Bytes 0x80...0xFF in windows1256 (0: not defined).
    static let windows1256HighHalf: [UInt16] = [
        0x20AC, 0x067E, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0679, 0x2039, 0x0152, 0x0686, 0x0698, 0x0688,
        0x06AF, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x06A9, 0x2122, 0x0691, 0x203A, 0x0153, 0x200C, 0x200D, 0x06BA,
        0x00A0, 0x060C, 0x00A2, 0x00A3, 0x00A4, 0x00A5, 0x00A6, 0x00A7,
        0x00A8, 0x00A9, 0x06BE, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x00AF,
        0x00B0, 0x00B1, 0x00B2, 0x00B3, 0x00B4, 0x00B5, 0x00B6, 0x00B7,
        0x00B8, 0x00B9, 0x061B, 0x00BB, 0x00BC, 0x00BD, 0x00BE, 0x061F,
        0x06C1, 0x0621, 0x0622, 0x0623, 0x0624, 0x0625, 0x0626, 0x0627,
        0x0628, 0x0629, 0x062A, 0x062B, 0x062C, 0x062D, 0x062E, 0x062F,
        0x0630, 0x0631, 0x0632, 0x0633, 0x0634, 0x0635, 0x0636, 0x00D7,
        0x0637, 0x0638, 0x0639, 0x063A, 0x0640, 0x0641, 0x0642, 0x0643,
        0x00E0, 0x0644, 0x00E2, 0x0645, 0x0646, 0x0647, 0x0648, 0x00E7,
        0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x0649, 0x064A, 0x00EE, 0x00EF,
        0x064B, 0x064C, 0x064D, 0x064E, 0x00F4, 0x064F, 0x0650, 0x00F7,
        0x0651, 0x00F9, 0x0652, 0x00FB, 0x00FC, 0x200E, 0x200F, 0x06D2,
    ]
}
