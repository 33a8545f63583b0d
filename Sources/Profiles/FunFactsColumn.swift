// SPDX-License-Identifier: Apache-2.0
/// How a profile's fun facts fit in one CSV column (and in the version 1 store).
///
/// The facts are written one after another, separated by a line feed, so that a
/// spreadsheet shows one fact per line in the cell. Inside a fact a backslash is written
/// `\\`, a line feed `\n` and a carriage return `\r`, so that every line break in the
/// column is a separator. An empty fact is written `\e`, so that `[""]` differs from
/// `[]` (an empty column).
///
/// Reading accepts more than writing produces, for hand-edited files: a carriage return
/// or CR LF also separates facts; an empty line is an empty fact; `\e` inside a fact adds
/// nothing; a backslash followed by anything else, or at the very end, is kept as it is.
/// `decode(encode(facts)) == facts` for every array of strings.
public enum FunFactsColumn {
    private static let backslash = UInt8(ascii: "\\")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// The column text for `facts`.
    public static func encode(_ facts: [String]) -> String {
        if facts.isEmpty { return "" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(facts.reduce(facts.count) { $0 + $1.utf8.count })
        for (index, fact) in facts.enumerated() {
            if index > 0 { bytes.append(lineFeed) }
            if fact.isEmpty {
                bytes.append(backslash)
                bytes.append(UInt8(ascii: "e"))
                continue
            }
            for byte in fact.utf8 {
                switch byte {
                case backslash: bytes.append(backslash); bytes.append(backslash)
                case lineFeed: bytes.append(backslash); bytes.append(UInt8(ascii: "n"))
                case carriageReturn: bytes.append(backslash); bytes.append(UInt8(ascii: "r"))
                default: bytes.append(byte)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The facts in column text.
    public static func decode(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { decode($0) }
    }

    /// The facts in the column's UTF-8 bytes (invalid UTF-8 becomes U+FFFD).
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
        var facts: [String] = []
        // One allocation of the right size instead of growing 1, 2, 4: every line break
        // but the LF of a CRLF starts a fact.
        facts.reserveCapacity(1 + lineBreakCount(base, count: bytes.count))
        var start = 0
        var hasEscape = false
        let count = bytes.count
        var index = nextSpecialByte(base, from: 0, count: count)
        while index < count {
            let byte = base[index]
            if byte == backslash {
                hasEscape = true
                index = nextSpecialByte(base, from: index + 2, count: count)
                continue
            }
            facts.append(fact(base, start, index, hasEscape))
            index += (byte == carriageReturn && index + 1 < count && base[index + 1] == lineFeed) ? 2 : 1
            start = index
            hasEscape = false
            index = nextSpecialByte(base, from: index, count: count)
        }
        facts.append(fact(base, start, count, hasEscape))
        return facts
    }

    /// The index of the first line feed, carriage return or backslash at or after
    /// `from`, or `count` (also when `from` is past it). Scans eight bytes at a time.
    @inline(__always)
    private static func nextSpecialByte(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var index = from
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if hasByte(word, lineFeed) | hasByte(word, carriageReturn) | hasByte(word, backslash) != 0 { break }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte == lineFeed || byte == carriageReturn || byte == backslash { return index }
            index += 1
        }
        return count
    }

    /// How many line breaks `base[0..<count]` holds (CR LF counting once), eight bytes at
    /// a time.
    @inline(__always)
    private static func lineBreakCount(_ base: UnsafePointer<UInt8>, count: Int) -> Int {
        var breaks = 0
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if hasByte(word, lineFeed) | hasByte(word, carriageReturn) == 0 {
                index += 8
                continue
            }
            for offset in index..<index + 8 { breaks += isBreak(base, offset, count) }
            index += 8
        }
        while index < count {
            breaks += isBreak(base, index, count)
            index += 1
        }
        return breaks
    }

    /// 1 when `base[index]` is a line feed or a carriage return not followed by one.
    @inline(__always)
    private static func isBreak(_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> Int {
        let byte = base[index]
        if byte == lineFeed { return 1 }
        if byte == carriageReturn { return index + 1 < count && base[index + 1] == lineFeed ? 0 : 1 }
        return 0
    }

    /// Non-zero when some byte of `word` equals `byte` (the classic zero-byte test on
    /// `word ^ repeated byte`).
    @inline(__always)
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &<< 7)
    }

    /// One fact from the bytes `start..<end`, unescaping when it holds a backslash.
    @inline(__always)
    private static func fact(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ hasEscape: Bool) -> String {
        let raw = UnsafeBufferPointer(start: base + start, count: end - start)
        guard hasEscape else { return String(decoding: raw, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: raw.count) { output in
            var written = 0
            var index = 0
            while index < raw.count {
                let byte = raw[index]
                if byte == backslash && index + 1 < raw.count {
                    switch raw[index + 1] {
                    case backslash: output[written] = backslash; written += 1; index += 2; continue
                    case UInt8(ascii: "n"): output[written] = lineFeed; written += 1; index += 2; continue
                    case UInt8(ascii: "r"): output[written] = carriageReturn; written += 1; index += 2; continue
                    case UInt8(ascii: "e"): index += 2; continue
                    default: break
                    }
                }
                output[written] = byte
                written += 1
                index += 1
            }
            return written
        }
    }
}
