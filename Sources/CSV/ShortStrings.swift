// SPDX-License-Identifier: Apache-2.0
/// Makes the `String` of a field without the standard library's general path.
///
/// Most CSV values are short: ids, numbers, dates, words. `String(decoding:as:)` validates
/// them and picks a representation on every call, which was the larger part of reading a
/// record as strings. A value of at most 15 bytes is stored by `String` inline in its two
/// words (its "small" form); this builds those two words directly from one 16-byte load,
/// when the bytes are ASCII (always valid) or were already validated as UTF-8 by the
/// reader (strict mode checks every record). Anything else goes through
/// `String(decoding:as:)`, which repairs invalid UTF-8 as U+FFFD; except that a longer
/// value the reader validated is copied with `String(copying: UTF8Span(unchecked:))`, the
/// standard library's way to make a string of UTF-8 known to be valid.
///
/// The small form's layout is part of Swift's ABI on 64-bit little-endian platforms; it is
/// still checked once, against strings the standard library made itself, and the general
/// path is used everywhere if it ever differs.
@usableFromInline
enum ShortStrings {
    /// Whether `String`'s small form is the one `smallBits` writes: checked once against
    /// `String(decoding:as:)` for every length, ASCII and not.
    @usableFromInline static let smallFormMatches: Bool = {
        #if _endian(little) && _pointerBitWidth(_64)
        let samples = ["0123456789abcdefghijklmnopqrstuv", "é1東2ü34ñ5678901234567", "\u{0}\u{7F}ab\u{10FFFF}cdé\u{1}"]
        return samples.allSatisfy { sample in
            let bytes = Array(sample.utf8) + Array(repeating: 0, count: 16)
            return bytes.withUnsafeBufferPointer { buffer in
                // Every prefix that ends between two characters.
                (0...15).allSatisfy { count in
                    guard count == 0 || buffer[count] & 0xC0 != 0x80 else { return true }
                    let expected = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
                    let built = smallBits(buffer.baseAddress!, count: count, isValidUTF8: true)
                    return built.map { $0 == unsafeBitCast(expected, to: (UInt64, UInt64).self) } ?? false
                }
            }
        }
        #else
        return false
        #endif
    }()

    /// The value of the `count` bytes at `start` as a `String`; invalid UTF-8 becomes U+FFFD
    /// as with `String(decoding:as:)`. `isValidUTF8` says the bytes were checked already.
    /// The 16 bytes from `start` must be readable (the reader's buffer is padded past its
    /// input).
    @inlinable
    static func string(_ start: UnsafePointer<UInt8>, count: Int, isValidUTF8: Bool) -> String {
        string(start, count: count, isValidUTF8: isValidUTF8, smallFormMatches: smallFormMatches)
    }

    /// `string(_:count:isValidUTF8:)` with `smallFormMatches` read by the caller: a loop over
    /// a record's fields reads it once, not once per field through its lazy initializer.
    @inlinable @inline(__always)
    static func string(_ start: UnsafePointer<UInt8>, count: Int, isValidUTF8: Bool, smallFormMatches: Bool) -> String {
        if count <= 15, smallFormMatches, let bits = smallBits(start, count: count, isValidUTF8: isValidUTF8) {
            return unsafeBitCast(bits, to: String.self)
        }
        if isValidUTF8, #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return knownValid(UnsafeBufferPointer(start: start, count: count))
        }
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// The `String` of bytes the reader has already checked as UTF-8, copied without the
    /// standard library checking them again: its check goes a byte at a time through
    /// non-ASCII text and was half the time of reading long text fields.
    @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @usableFromInline
    static func knownValid(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
    }

    /// Whether every byte is below 0x80 (so that the string is flagged ASCII, as
    /// `String(decoding:as:)` flags it).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var high: UInt64 = 0
        while index &+ 32 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
            index &+= 32
        }
        while index &+ 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index &+= 8
        }
        if index < bytes.count {
            // The last 8 bytes, overlapping what was read, or byte by byte when there are
            // fewer than 8 in all.
            if bytes.count >= 8 {
                high |= raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self)
            } else {
                for byte in bytes { high |= UInt64(byte) }
            }
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The two words of the small `String` of the `count` (at most 15) bytes at `start`, or
    /// `nil` when they are not ASCII and not known to be valid UTF-8. Reads 16 bytes from
    /// `start`.
    @inlinable @inline(__always)
    static func smallBits(_ start: UnsafePointer<UInt8>, count: Int, isValidUTF8: Bool) -> (UInt64, UInt64)? {
        let raw = UnsafeRawPointer(start)
        var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var high = UInt64(littleEndian: (raw + 8).loadUnaligned(as: UInt64.self))
        // Keep the value's bytes only; the bytes after it are the next field's.
        if count < 8 {
            low &= (1 &<< UInt64(count &* 8)) &- 1
            high = 0
        } else {
            high &= (1 &<< UInt64((count &- 8) &* 8)) &- 1
        }
        let isASCII = (low | high) & 0x8080_8080_8080_8080 == 0
        guard isASCII || isValidUTF8 else { return nil }
        // The top byte: the immortal and small flags (0xA0), the ASCII flag (0x40), and the
        // length.
        let flags: UInt64 = isASCII ? 0xE0 : 0xA0
        return (low, high | (flags | UInt64(count)) &<< 56)
    }
}
