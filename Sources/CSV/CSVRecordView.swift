// SPDX-License-Identifier: Apache-2.0
/// A record as the reader parsed it: field positions inside the reader's buffer, with no
/// field copied or decoded until asked for.
///
/// A view is valid only inside the closure that received it (the reader reuses its buffer
/// for the next record); use `strings()` or `CSVRecord` to keep a record.
public struct CSVRecordView {
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline let spans: UnsafePointer<FieldSpan>

    /// The number of fields.
    public let count: Int
    /// The line the record starts on (1-based, counting the header and every line break).
    public let line: Int
    /// Whether the reader checked the record's bytes as UTF-8 (strict mode: it would have
    /// thrown otherwise); lenient mode may leave invalid bytes in a record.
    @usableFromInline let isValidUTF8: Bool

    @usableFromInline
    init(base: UnsafePointer<UInt8>, spans: UnsafePointer<FieldSpan>, count: Int, line: Int, isValidUTF8: Bool) {
        self.base = base
        self.spans = spans
        self.count = count
        self.line = line
        self.isValidUTF8 = isValidUTF8
    }

    /// The field at `index` (0-based); `index` must be less than `count`.
    @inlinable
    public subscript(index: Int) -> CSVFieldView {
        precondition(index >= 0 && index < count, "field index \(index) out of range 0..<\(count)")
        return CSVFieldView(base: base, span: spans[index], isValidUTF8: isValidUTF8)
    }

    /// The value of the field at `index` as a `String`.
    @inlinable
    public func string(at index: Int) -> String { self[index].string }

    /// Every field's value as a `String`.
    @inlinable
    public func strings() -> [String] {
        // `reserveCapacity` and `append` are specialized for `String` where this is inlined;
        // `Array(unsafeUninitializedCapacity:)` went through the standard library's generic
        // buffer init, which looked the array's type up in the runtime's metadata cache on
        // every record.
        var values: [String] = []
        values.reserveCapacity(count)
        let smallFormMatches = ShortStrings.smallFormMatches
        for index in 0..<count {
            values.append(CSVFieldView(base: base, span: spans[index], isValidUTF8: isValidUTF8)
                .string(smallFormMatches: smallFormMatches))
        }
        return values
    }
}
