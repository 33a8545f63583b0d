// SPDX-License-Identifier: Apache-2.0
internal import CCSVSupport
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// One column of a columnar read: every value's UTF-8 bytes one after the other in one
/// buffer, and where each value ends (Arrow's layout), with `String`s made only when asked.
///
/// Immutable once read, so it can be shared and sent freely.
public final class CSVColumn: @unchecked Sendable, RandomAccessCollection {
    // `ends[0]` is 0 and value `i` is `bytes[ends[i] ..< ends[i + 1]]`; `ends` has
    // `count + 1` entries. Both buffers are owned and never written after the read.
    @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
    @usableFromInline let ends: UnsafeMutablePointer<Int>
    /// Whether the reader checked the bytes as UTF-8 (strict mode), so that a `String` is
    /// made without checking them again.
    @usableFromInline let isValidUTF8: Bool
    /// The number of values.
    public let count: Int
    /// The total length of all values' UTF-8.
    public let byteCount: Int

    /// A column over `bytes`, which must be readable (and initialized) 16 bytes past
    /// `byteCount`: a short value's `String` is made from one 16-byte load.
    init(bytes: UnsafeMutablePointer<UInt8>, byteCount: Int, ends: UnsafeMutablePointer<Int>, count: Int, isValidUTF8: Bool) {
        self.bytes = bytes
        self.byteCount = byteCount
        self.ends = ends
        self.count = count
        self.isValidUTF8 = isValidUTF8
    }

    deinit {
        free(bytes)
        free(ends)
    }

    /// The first value's index: 0.
    public var startIndex: Int { 0 }
    /// One past the last value's index: `count`.
    public var endIndex: Int { count }

    /// The value at `index` as a `String`, made now (as the reader makes a record's: a short
    /// value from one load, a longer one without checking its UTF-8 again in strict mode).
    @inlinable
    public subscript(index: Int) -> String {
        let value = valueBytes(at: index)
        return ShortStrings.string(value.baseAddress!, count: value.count, isValidUTF8: isValidUTF8)
    }

    /// The UTF-8 bytes of the value at `index`, in place: valid while the column lives.
    /// (In lenient mode, bytes that are not UTF-8 are kept as read; the `String` from the
    /// subscript repairs them as U+FFFD.)
    @inlinable
    public func valueBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(index >= 0 && index < count, "value index \(index) out of range 0..<\(count)")
        let start = ends[index]
        return UnsafeBufferPointer(start: bytes + start, count: ends[index + 1] - start)
    }

    /// Calls `body` with the whole column's UTF-8 (every value, back to back) and the
    /// `count + 1` offsets that bound the values; the buffers are valid only during the call.
    public func withUnsafeStorage<Result, Failure: Error>(
        _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(start: bytes, count: byteCount), UnsafeBufferPointer(start: ends, count: count + 1))
    }
}

/// Records read column by column (`CSVReader.readColumns()` or a batch of
/// `CSVReader.forEachColumnBatch(rows:_:)`): one `CSVColumn` per field position.
public struct CSVColumns: Sendable {
    /// The header's values, when the reader has a header.
    public let header: [String]?
    /// The columns in field order; all hold `rowCount` values.
    public let columns: [CSVColumn]
    /// The number of records read.
    public let rowCount: Int
    /// The line of the input the first of these records starts on (0 when there is none).
    public let firstLine: Int

    /// The column whose header is `name`, if the reader has a header and one has that name.
    public subscript(name: String) -> CSVColumn? {
        guard let index = header?.firstIndex(of: name), index < columns.count else { return nil }
        return columns[index]
    }
}

/// Grows one column's buffers while records are read. The byte buffer keeps 64 bytes of
/// slack past its capacity, so that values up to 64 bytes are copied as four 16-byte moves
/// whatever their length (a branch on the length was mispredicted on mixed columns). The
/// buffers come from `malloc` and grow with `realloc`; each growth of a large buffer still
/// copies or remaps all it holds, so a read of known length sizes them once, after a
/// sample of records (`CSVReader.reserveForRemainingInput`).
struct ColumnBuilder {
    static let slack = 64
    /// Unused room a finished column keeps rather than give it back.
    static let sparedRoomKept = 1 << 16
    var bytes: UnsafeMutablePointer<UInt8>
    var byteCapacity: Int
    var byteCount = 0
    var ends: UnsafeMutablePointer<Int>
    var endCapacity: Int
    var count = 0

    init(expectedBytes: Int, expectedValues: Int) {
        byteCapacity = max(expectedBytes, 64)
        bytes = Self.reallocate(nil, count: byteCapacity + Self.slack)
        endCapacity = max(expectedValues, 16)
        ends = Self.reallocate(nil, count: endCapacity + 1)
        ends[0] = 0
    }

    /// A column of `count` empty values (for a column that first appears after them).
    init(emptyValues count: Int, expectedValues: Int) {
        self.init(expectedBytes: 64, expectedValues: max(expectedValues, count))
        (ends + 1).initialize(repeating: 0, count: count)
        self.count = count
    }

    /// Room for `extra` more bytes, and one more value end. Returns whether a buffer grew.
    @inline(__always)
    @discardableResult
    mutating func reserve(bytes extra: Int) -> Bool {
        var grew = false
        if byteCount &+ extra > byteCapacity {
            growBytes(to: byteCount + extra)
            grew = true
        }
        if count == endCapacity {
            resizeEnds(to: endCapacity * 2)
            grew = true
        }
        return grew
    }

    /// Room for `moreBytes` bytes and `moreValues` values past those held, exactly (for a
    /// size estimated ahead), when the memory can be had: an estimate misled by its sample
    /// can ask for far more than the input will need, and then the buffers just grow as
    /// they fill instead.
    mutating func reserve(moreBytes: Int, moreValues: Int) {
        if byteCount + moreBytes > byteCapacity, let larger = Self.reallocateIfPossible(bytes, count: byteCount + moreBytes + Self.slack) {
            bytes = larger
            byteCapacity = byteCount + moreBytes
        }
        if count + moreValues > endCapacity, let larger = Self.reallocateIfPossible(ends, count: count + moreValues + 1) {
            ends = larger
            endCapacity = count + moreValues
        }
    }

    private mutating func growBytes(to needed: Int) {
        resizeBytes(to: max(needed, byteCapacity * 2))
    }

    private mutating func resizeBytes(to capacity: Int) {
        bytes = Self.reallocate(bytes, count: capacity + Self.slack)
        byteCapacity = capacity
    }

    private mutating func resizeEnds(to capacity: Int) {
        ends = Self.reallocate(ends, count: capacity + 1)
        endCapacity = capacity
    }

    /// `realloc` for `count` elements (a new block for `nil`); running out of memory is
    /// fatal, as it is for Swift's own allocations.
    private static func reallocate<Element>(_ pointer: UnsafeMutablePointer<Element>?, count: Int) -> UnsafeMutablePointer<Element> {
        guard let larger = reallocateIfPossible(pointer, count: count) else {
            fatalError("out of memory for a CSV column of \(count) elements")
        }
        return larger
    }

    /// `realloc` for `count` elements, or `nil` (the block unchanged) when the memory
    /// cannot be had.
    private static func reallocateIfPossible<Element>(_ pointer: UnsafeMutablePointer<Element>?, count: Int) -> UnsafeMutablePointer<Element>? {
        let (size, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !overflow else { return nil }
        return realloc(pointer, size)?.assumingMemoryBound(to: Element.self)
    }

    /// Appends a value whose bytes are `source[0..<length]`, which the buffers have room
    /// for (`reserve(bytes: length)`); the source must be readable 64 bytes past its start
    /// (the reader's buffer is padded for its block scan).
    @inline(__always)
    mutating func appendVerbatim(_ source: UnsafePointer<UInt8>, length: Int) {
        let target = UnsafeMutableRawPointer(bytes + byteCount)
        // Half a KB ahead in both buffers: the generated benchmark file's columnar read took
        // 0.057 s instead of 0.068 (the distance was the best of 256 B to 2 KB).
        ferry_csv_prefetch_write(target + 512)
        ferry_csv_prefetch_write(ends + count + 32)
        let from = UnsafeRawPointer(source)
        if length <= 64 {
            // Four unaligned 16-byte moves; what lands past the value is overwritten by the
            // next one (or is slack).
            for offset in stride(from: 0, to: 64, by: 16) {
                (target + offset).storeBytes(
                    of: (from + offset).loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
            }
        } else {
            target.copyMemory(from: from, byteCount: length)
        }
        byteCount &+= length
        count &+= 1
        ends[count] = byteCount
    }

    /// Bytes that can be appended before the byte buffer grows.
    var byteRoom: Int { byteCapacity &- byteCount }
    /// Values that can be appended before the offsets grow.
    var valueRoom: Int { endCapacity &- count }

    /// Appends an empty value.
    mutating func appendEmpty() {
        reserve(bytes: 0)
        count &+= 1
        ends[count] = byteCount
    }

    /// Appends the value of a field that needs decoding (doubled quotes, lenient repairs),
    /// which the buffers have room for (`reserve(bytes: field.rawBytes.count)`).
    mutating func appendDecoded(_ field: CSVFieldView) {
        let raw = field.rawBytes
        byteCount &+= CSVFieldView.decode(
            raw, kind: field.span.kind, into: UnsafeMutableBufferPointer(start: bytes + byteCount, count: raw.count))
        count &+= 1
        ends[count] = byteCount
    }

    /// The finished column; the builder's buffers now belong to it. `isValidUTF8`: the
    /// reader checked the bytes (strict mode).
    consuming func finish(isValidUTF8: Bool) -> CSVColumn {
        // A column sized ahead can end with room to spare: given back (shrinking in place
        // moves nothing), so that a column holds about what it read.
        if byteCapacity - byteCount > Self.sparedRoomKept { resizeBytes(to: byteCount) }
        if (endCapacity - count) * MemoryLayout<Int>.stride > Self.sparedRoomKept { resizeEnds(to: count) }
        // The column makes a short value's `String` from the 16 bytes at its start: those
        // past the last value are slack, set here so that they are never read unset.
        (bytes + byteCount).initialize(repeating: 0, count: 16)
        return CSVColumn(bytes: bytes, byteCount: byteCount, ends: ends, count: count, isValidUTF8: isValidUTF8)
    }

    /// Frees the buffers of a builder that will not be finished.
    consuming func discard() {
        free(bytes)
        free(ends)
    }
}
