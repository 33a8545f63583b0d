// SPDX-License-Identifier: Apache-2.0
/// How a parsed field's bytes in the input relate to its value.
@usableFromInline
enum FieldKind: UInt8, Sendable {
    /// The bytes are the value (an unquoted field).
    case plain
    /// The bytes between the quotes are the value (a quoted field without `""`).
    case quoted
    /// The bytes between the quotes hold the value with each quote doubled.
    case quotedWithEscapes
    /// Lenient mode only: a quoted part followed by more text (`"ab"cd`); the bytes start at
    /// the opening quote and are decoded the way Python's `csv` module reads them.
    case irregular
}

/// Where one parsed field lies in the reader's buffer: 16 bytes, the kind packed into
/// the top byte of the start (buffers never come near 2^56 bytes).
@usableFromInline
struct FieldSpan: Sendable {
    @usableFromInline var startAndKind: Int
    @usableFromInline var end: Int

    @inline(__always) @usableFromInline
    init(start: Int, end: Int, kind: FieldKind) {
        self.startAndKind = start | Int(kind.rawValue) &<< 56
        self.end = end
    }

    @inlinable var start: Int { startAndKind & 0x00FF_FFFF_FFFF_FFFF }
    @inlinable var kind: FieldKind { FieldKind(rawValue: UInt8(truncatingIfNeeded: startAndKind &>> 56)) ?? .plain }
    /// Whether the kind is `plain` or `quoted` (raw values 0 and 1), in one shift.
    @inlinable @inline(__always) var isVerbatim: Bool { startAndKind &>> 57 == 0 }
}

/// One field of a `CSVRecordView`: its bytes inside the reader's buffer, with the value
/// decoded only when asked for.
///
/// Valid only while the record view it came from is valid (inside the closure that
/// received it); copy out what you need to keep.
public struct CSVFieldView {
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline let span: FieldSpan
    /// Whether the reader checked the bytes as UTF-8 (see `CSVRecordView.isValidUTF8`).
    @usableFromInline let isValidUTF8: Bool

    @inline(__always) @usableFromInline
    init(base: UnsafePointer<UInt8>, span: FieldSpan, isValidUTF8: Bool) {
        self.base = base
        self.span = span
        self.isValidUTF8 = isValidUTF8
    }

    /// The field's bytes as they are in the input, without the surrounding quotes of a
    /// quoted field. They are the value itself when `isVerbatim` is true; otherwise they
    /// still hold doubled quotes, or (lenient mode, `"ab"cd`) the whole field with its
    /// quotes.
    @inlinable
    public var rawBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + span.start, count: span.end - span.start)
    }

    /// Whether `rawBytes` is exactly the field's value, so that no copy is needed.
    @inlinable
    public var isVerbatim: Bool { span.isVerbatim }

    /// Whether the field was written in quotes.
    @inlinable
    public var wasQuoted: Bool { span.kind != .plain }

    /// Whether the value is the empty string.
    @inlinable
    public var isEmpty: Bool { span.end == span.start }

    /// Calls `body` with the value's UTF-8 bytes. No copy is made for verbatim fields;
    /// the others are decoded into temporary storage that lives only during the call.
    @inlinable
    public func withValueBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        if isVerbatim { return try body(rawBytes) }
        return try decodedWithTemporaryStorage(body)
    }

    /// The value as a `String`. Invalid UTF-8 (only possible in lenient mode) becomes
    /// U+FFFD.
    @inlinable
    public var string: String { string(smallFormMatches: ShortStrings.smallFormMatches) }

    /// `string`, with `ShortStrings.smallFormMatches` read by the caller.
    @inlinable @inline(__always)
    func string(smallFormMatches: Bool) -> String {
        // (The reader's buffer is padded, as `ShortStrings` needs.)
        if isVerbatim {
            return ShortStrings.string(
                base + span.start, count: span.end &- span.start, isValidUTF8: isValidUTF8, smallFormMatches: smallFormMatches)
        }
        if isValidUTF8, #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            // Taking out doubled quotes leaves valid UTF-8 valid: no second check.
            return decodedWithTemporaryStorage { ShortStrings.knownValid($0) }
        }
        // Decoded straight into the string's storage (a decoded value is never longer
        // than its raw bytes); invalid UTF-8 is repaired as `String(decoding:as:)` does.
        let raw = rawBytes
        let kind = span.kind
        return String(unsafeUninitializedCapacity: max(raw.count, 1)) { Self.decode(raw, kind: kind, into: $0) }
    }

    @inlinable
    func decodedWithTemporaryStorage<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        let raw = rawBytes
        // A decoded value is never longer than its raw bytes.
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { storage throws(E) -> R in
            let count = Self.decode(raw, kind: span.kind, into: storage)
            return try body(UnsafeBufferPointer(rebasing: storage[..<count]))
        }
    }

    /// Writes the value of a field with the given raw bytes and kind into `output` and
    /// returns its length.
    @usableFromInline
    static func decode(_ raw: UnsafeBufferPointer<UInt8>, kind: FieldKind, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        if kind == .quotedWithEscapes { return unescapeDoubledQuotes(raw, into: output) }
        let quote = UInt8(ascii: "\"")
        var written = 0
        var index = 0
        if kind == .irregular {
            // Python's reading: the quoted part up to its lone closing quote (with `""` as a
            // quote), then everything after it literally.
            index = 1
            while index < raw.count {
                let byte = raw[index]
                if byte == quote {
                    if index + 1 < raw.count && raw[index + 1] == quote {
                        output[written] = quote
                        written += 1
                        index += 2
                        continue
                    }
                    index += 1
                    break
                }
                output[written] = byte
                written += 1
                index += 1
            }
            while index < raw.count {
                output[written] = raw[index]
                written += 1
                index += 1
            }
            return written
        }
        // A verbatim field (plain or quoted without `""`): its bytes as they are.
        if let source = raw.baseAddress, let target = output.baseAddress { target.update(from: source, count: raw.count) }
        return raw.count
    }
}
