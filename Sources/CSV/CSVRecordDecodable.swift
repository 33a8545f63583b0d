// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A type that `CSVDecoder` makes from one record by reading its fields by column name,
/// without going through `Decodable`.
///
/// A synthesized `init(from:)` reaches every field through the standard library's
/// type-erased `KeyedDecodingContainer`, a dynamic call chain per field that costs more
/// than reading the field itself. A type that conforms to this protocol is read by direct
/// calls instead: the same decoding rules and errors, in about half the time on a file of
/// short fields (`ferry-bench csv`).
///
/// ```swift
/// struct Sale: CSVRecordDecodable {
///     var id: Int
///     var city: String
///     var amount: Double
///     var day: Date
///     var note: String?
///
///     init(csvRecord record: CSVDecoder.Record) throws {
///         id = try record.decode(Int.self, forKey: "id")
///         city = try record.decode(String.self, forKey: "city")
///         amount = try record.decode(Double.self, forKey: "amount")
///         day = try record.decode(Date.self, forKey: "day")
///         note = try record.decodeIfPresent(String.self, forKey: "note")
///     }
/// }
/// let sales = try CSVDecoder().decode(Sale.self, from: CSVReader(path: "sales.csv", options: .init(hasHeader: true)))
/// ```
///
/// A type that is also `Decodable` is decoded through this initializer.
public protocol CSVRecordDecodable {
    /// Makes a value from `record`, which is only valid during this call.
    init(csvRecord record: CSVDecoder.Record) throws
}

extension CSVDecoder {
    /// The record being decoded, read by column name (the header's), for
    /// `CSVRecordDecodable`.
    ///
    /// Its reads follow the `Decodable` path's rules: numbers, booleans and dates are parsed
    /// from the field's bytes; an empty field is `nil` for `decodeIfPresent`; an error is a
    /// `DecodingError` naming the line, the column and the value. A record is valid only
    /// during the `init(csvRecord:)` it is given to. A file without a header has no names
    /// to read by: decode it with `Decodable` keys whose `intValue` is the position.
    public struct Record {
        let container: RecordContainer<ColumnName>

        init(decoder: RecordDecoder) {
            container = RecordContainer(decoder: decoder)
        }

        /// The record's line in the input (1-based; its first line when a quoted field
        /// spans several).
        public var line: Int { container.state.pointee.record.line }

        /// Whether the header has a column `name` that this record reaches.
        public func contains(_ name: String) -> Bool { container.contains(ColumnName(name)) }

        /// Whether the field of column `name` is empty, or the record has no such field.
        public func decodeNil(forKey name: String) throws -> Bool { try container.decodeNil(forKey: ColumnName(name)) }

        /// The field of column `name` as text.
        public func decode(_ type: String.Type, forKey name: String) throws -> String {
            try container.decode(String.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a Boolean: `true`, `false`, `1` or `0`.
        public func decode(_ type: Bool.Type, forKey name: String) throws -> Bool {
            try container.decode(Bool.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a number, correctly rounded.
        public func decode(_ type: Double.Type, forKey name: String) throws -> Double {
            try container.decode(Double.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a number, rounded to the nearest `Float`.
        public func decode(_ type: Float.Type, forKey name: String) throws -> Float {
            try container.decode(Float.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `Int`.
        public func decode(_ type: Int.Type, forKey name: String) throws -> Int {
            try container.decode(Int.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `Int8`.
        public func decode(_ type: Int8.Type, forKey name: String) throws -> Int8 {
            try container.decode(Int8.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `Int16`.
        public func decode(_ type: Int16.Type, forKey name: String) throws -> Int16 {
            try container.decode(Int16.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `Int32`.
        public func decode(_ type: Int32.Type, forKey name: String) throws -> Int32 {
            try container.decode(Int32.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `Int64`.
        public func decode(_ type: Int64.Type, forKey name: String) throws -> Int64 {
            try container.decode(Int64.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `UInt`.
        public func decode(_ type: UInt.Type, forKey name: String) throws -> UInt {
            try container.decode(UInt.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `UInt8`.
        public func decode(_ type: UInt8.Type, forKey name: String) throws -> UInt8 {
            try container.decode(UInt8.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `UInt16`.
        public func decode(_ type: UInt16.Type, forKey name: String) throws -> UInt16 {
            try container.decode(UInt16.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `UInt32`.
        public func decode(_ type: UInt32.Type, forKey name: String) throws -> UInt32 {
            try container.decode(UInt32.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a whole number that fits `UInt64`.
        public func decode(_ type: UInt64.Type, forKey name: String) throws -> UInt64 {
            try container.decode(UInt64.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as a date, read by the decoder's
        /// `dateDecodingStrategy`.
        public func decode(_ type: Date.Type, forKey name: String) throws -> Date {
            try container.decode(Date.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as any other `Decodable` value: a `Date` by the
        /// decoder's strategy (as `decode(Date.self, forKey:)`), a `URL`, a `Decimal`, or a type that decodes from a single
        /// value (a `RawRepresentable` enum, a wrapper around a number).
        public func decode<T: Decodable>(_ type: T.Type, forKey name: String) throws -> T {
            try container.decode(T.self, forKey: ColumnName(name))
        }

        /// The field of column `name` as `T`, or `nil` when it is empty or the record has
        /// no such column.
        public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey name: String) throws -> T? {
            // The concrete types take the container's own overloads, not its generic path.
            let key = ColumnName(name)
            if T.self == String.self { return unsafeBitCast(try container.decodeIfPresent(String.self, forKey: key), to: T?.self) }
            if T.self == Int.self { return unsafeBitCast(try container.decodeIfPresent(Int.self, forKey: key), to: T?.self) }
            if T.self == Double.self { return unsafeBitCast(try container.decodeIfPresent(Double.self, forKey: key), to: T?.self) }
            if T.self == Bool.self { return unsafeBitCast(try container.decodeIfPresent(Bool.self, forKey: key), to: T?.self) }
            return try container.decodeIfPresent(T.self, forKey: key)
        }
    }

    /// Every remaining record of `reader`, made as `T` by `T.init(csvRecord:)`.
    @inlinable
    public func decode<T: CSVRecordDecodable>(_ type: T.Type, from reader: CSVReader) throws -> [T] {
        try records(T.self, from: reader)
    }

    /// Every remaining record of `reader`, made as `T` by `T.init(csvRecord:)`: a type
    /// that is also `Decodable` is read through its record initializer.
    @inlinable
    public func decode<T: CSVRecordDecodable & Decodable>(_ type: T.Type, from reader: CSVReader) throws -> [T] {
        try records(T.self, from: reader)
    }

    /// Makes the remaining records of `reader` as `T` one at a time and calls `body` with
    /// each, in order; memory stays that of one record.
    @inlinable
    public func forEach<T: CSVRecordDecodable>(_ type: T.Type, in reader: CSVReader, _ body: (T) throws -> Void) throws {
        try forEachCSVRecord(in: reader) { try body(T(csvRecord: $0)) }
    }

    /// Makes the remaining records of `reader` as `T` one at a time through
    /// `T.init(csvRecord:)` and calls `body` with each, in order.
    @inlinable
    public func forEach<T: CSVRecordDecodable & Decodable>(_ type: T.Type, in reader: CSVReader, _ body: (T) throws -> Void) throws {
        try forEachCSVRecord(in: reader) { try body(T(csvRecord: $0)) }
    }

    /// The two `decode` overloads' work (the second only makes a type that is both
    /// protocols' choose this one).
    @inlinable
    func records<T: CSVRecordDecodable>(_ type: T.Type, from reader: CSVReader) throws -> [T] {
        var values: [T] = []
        try forEachCSVRecord(in: reader) { values.append(try T(csvRecord: $0)) }
        return values
    }

    /// Calls `body` with each remaining record of `reader` in turn, as a `Record`.
    @inlinable
    func forEachCSVRecord(in reader: CSVReader, _ body: (Record) throws -> Void) throws {
        try forEachRecord(in: reader) { try body($0.recordByName) }
    }
}

/// A column named by the `CSVDecoder.Record` API, as the key the record container reads.
struct ColumnName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
