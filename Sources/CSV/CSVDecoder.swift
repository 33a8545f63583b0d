// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Decodes CSV records into `Decodable` values, one value per record: header names are
/// the coding keys, and numbers, booleans and dates are parsed straight from the field's
/// bytes without an intermediate `String`.
///
/// ```swift
/// struct Sale: Decodable { var id: Int; var city: String; var amount: Double; var day: Date }
/// let sales = try CSVDecoder().decode(Sale.self, from: CSVReader(path: "sales.csv", options: .init(hasHeader: true)))
/// ```
///
/// An empty field decodes as `nil` for an optional property. Errors are `DecodingError`s
/// whose description gives the line, the column's name and the value that did not fit.
/// Without a header, keys with an integer value (`CodingKey.intValue`) name field
/// positions.
///
/// `Decodable` reaches every field through the standard library's type-erased keyed
/// container, which costs more per field than reading the field. A type that also conforms
/// to ``CSVRecordDecodable`` is made by direct calls instead, with the same rules and
/// errors.
public struct CSVDecoder: Sendable {
    /// How a field becomes a `Date`.
    public enum DateDecodingStrategy: Sendable {
        /// ISO 8601: `2024-03-15`, or with a time (`T` or a space between):
        /// `2024-03-15T08:30`, `…:05`, `…:05.250`, and a zone `Z` or `+01:00`. A date or time
        /// without a zone is read as UTC, as polars and pyarrow read naive timestamps.
        case iso8601
        /// A number of seconds since 1970-01-01 00:00 UTC.
        case secondsSince1970
        /// The caller's parser, given the field's value.
        case custom(@Sendable (String) throws -> Date)
    }

    /// How dates are read; ISO 8601 by default.
    public var dateDecodingStrategy: DateDecodingStrategy

    /// A decoder with the given date strategy.
    public init(dateDecodingStrategy: DateDecodingStrategy = .iso8601) {
        self.dateDecodingStrategy = dateDecodingStrategy
    }

    /// Every remaining record of `reader`, decoded as `T`.
    @inlinable
    public func decode<T: Decodable>(_ type: T.Type, from reader: CSVReader) throws -> [T] {
        var values: [T] = []
        // Each value is moved into the array as it is made: going through `forEach`, whose
        // body borrows it, copied it (a retain and release per reference it holds).
        try forEachRecord(in: reader) { values.append(try T(from: $0)) }
        return values
    }

    /// Decodes the remaining records of `reader` one at a time and calls `body` with each,
    /// in order; memory stays that of one record.
    @inlinable
    public func forEach<T: Decodable>(_ type: T.Type, in reader: CSVReader, _ body: (T) throws -> Void) throws {
        try forEachRecord(in: reader) { try body(T(from: $0)) }
    }

    /// Calls `body` with the decoder of each remaining record of `reader` in turn.
    @inlinable
    func forEachRecord(in reader: CSVReader, _ body: (RecordDecoder) throws -> Void) throws {
        try reader.readHeader()
        let decoder = RecordDecoder(header: reader.header, dateStrategy: dateDecodingStrategy)
        defer { decoder.finish() }
        let state = decoder.state
        try reader.forEachRecord { record in
            state.pointee.startRecord(record)
            try body(decoder)
        }
    }
}

/// What a `RecordDecoder` changes per record, behind a pointer: the decoder is a class (a
/// `Decoder` is passed as an existential), and stored properties of a class pay an
/// exclusivity check on every access.
@usableFromInline
struct RecordDecoderState {
    @usableFromInline var record = CSVRecordView(
        base: UnsafePointer(bitPattern: 1)!, spans: UnsafePointer(bitPattern: 16)!, count: 0, line: 0, isValidUTF8: false)
    /// Key lookups in the order a type's `init(from:)` makes them, which is the same for
    /// every record: the `lookupIndex`-th lookup of a record usually finds its key in
    /// `lookups[lookupIndex]`. Plain memory (`lookupCount` of `lookupCapacity` used): an
    /// array here cost a retain and release of its buffer on every field.
    var lookups = UnsafeMutablePointer<KeyLookup>.allocate(capacity: 16)
    var lookupCount = 0
    var lookupCapacity = 16
    @usableFromInline var lookupIndex = 0
    /// The keyed container of the last key type asked for, kept from record to record.
    var containerKeyType: ObjectIdentifier?
    var container: AnyObject?

    /// Makes `record` the one being decoded; its lookups start again from the first.
    @usableFromInline @inline(__always)
    mutating func startRecord(_ record: CSVRecordView) {
        self.record = record
        lookupIndex = 0
    }

    /// Remembers that the `index`-th lookup of a record was `name`, found at `column`.
    mutating func remember(_ name: String, column: Int, at index: Int) {
        if index < lookupCount {
            lookups[index] = KeyLookup(name: name, column: column)
        } else if index == lookupCount {
            if lookupCount == lookupCapacity {
                lookups = lookups.movedToDoubleCapacity(count: lookupCount, capacity: &lookupCapacity)
            }
            (lookups + lookupCount).initialize(to: KeyLookup(name: name, column: column))
            lookupCount += 1
        }
    }

    /// Frees the lookups.
    mutating func freeLookups() {
        lookups.deinitialize(count: lookupCount)
        lookups.deallocate()
        lookupCount = 0
        lookupCapacity = 0
    }
}

/// A key's name and the column it was found at (-1: none).
struct KeyLookup {
    var name: String
    var column: Int
}

/// The `Decoder` a record is decoded with; one per decode call, given each record in turn.
@usableFromInline
final class RecordDecoder: Decoder {
    @usableFromInline let state: UnsafeMutablePointer<RecordDecoderState>
    let header: [String]?
    let dateStrategy: CSVDecoder.DateDecodingStrategy
    /// Whether `dateStrategy` is ISO 8601, kept apart: matching the enum copied it, and
    /// retained it, for every date.
    let datesAreISO8601: Bool
    private let columnsByName: [String: Int]

    /// The record as `CSVRecordDecodable` reads it, made once: it refers to this decoder.
    @usableFromInline private(set) var recordByName: CSVDecoder.Record!

    @usableFromInline var codingPath: [any CodingKey] { [] }
    @usableFromInline var userInfo: [CodingUserInfoKey: Any] { [:] }

    @usableFromInline
    init(header: [String]?, dateStrategy: CSVDecoder.DateDecodingStrategy) {
        self.header = header
        self.dateStrategy = dateStrategy
        if case .iso8601 = dateStrategy { datesAreISO8601 = true } else { datesAreISO8601 = false }
        var columns: [String: Int] = [:]
        for (index, name) in (header ?? []).enumerated() where columns[name] == nil { columns[name] = index }
        columnsByName = columns
        state = .allocate(capacity: 1)
        state.initialize(to: RecordDecoderState())
        recordByName = CSVDecoder.Record(decoder: self)
    }

    deinit {
        state.pointee.freeLookups()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Drops the kept container.
    @usableFromInline
    func finish() {
        state.pointee.container = nil
        state.pointee.containerKeyType = nil
    }

    var record: CSVRecordView { state.pointee.record }

    /// The slow path of `RecordContainer.lookUpColumn`: finds the column and remembers it
    /// (-1: none).
    fileprivate func lookUp(_ key: some CodingKey, name: String, index: Int) -> Int {
        let column = (header == nil ? key.intValue : columnsByName[name]) ?? -1
        state.pointee.remember(name, column: column, at: index)
        return column
    }

    @usableFromInline
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // The same container serves every record (it only refers to the decoder): kept as
        // its one reference when the layout allows, so that no record pays for a new box.
        // Only a container whose layout allowed it is ever kept.
        if state.pointee.containerKeyType == ObjectIdentifier(Key.self), let kept = state.pointee.container {
            return unsafeBitCast(kept, to: KeyedDecodingContainer<Key>.self)
        }
        let container = KeyedDecodingContainer(RecordContainer<Key>(decoder: self))
        if MemoryLayout<KeyedDecodingContainer<Key>>.size == MemoryLayout<AnyObject>.size {
            state.pointee.container = unsafeBitCast(container, to: AnyObject.self)
            state.pointee.containerKeyType = ObjectIdentifier(Key.self)
        }
        return container
    }

    @usableFromInline
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(
            codingPath: [], debugDescription: "line \(record.line): a CSV record decodes as a keyed container (header names as keys)"))
    }

    @usableFromInline
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(
            codingPath: [], debugDescription: "line \(record.line): a CSV record decodes as a keyed container (header names as keys)"))
    }

    /// The name a column is called by in messages.
    func columnName(_ column: Int) -> String {
        if let header, column < header.count { return "'\(header[column])'" }
        return "\(column + 1)"
    }
}

/// The keyed container over one record.
struct RecordContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    // Unretained: the decoder outlives every record's decoding, and a retain and release
    // per field was a measurable share of decoding. Even so, calling it retained it for the
    // call: the per-field path reaches its state through the pointer instead.
    unowned(unsafe) let decoder: RecordDecoder
    let state: UnsafeMutablePointer<RecordDecoderState>

    init(decoder: RecordDecoder) {
        self.decoder = decoder
        state = decoder.state
    }

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] {
        guard let header = decoder.header else {
            return (0..<decoder.record.count).compactMap { Key(intValue: $0) }
        }
        return header.prefix(decoder.record.count).compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
        lookUpColumn(key) != nil
    }

    /// The field position for `key` in the current record, or `nil` when there is none.
    @inline(__always)
    private func lookUpColumn(_ key: Key) -> Int? {
        let name = key.stringValue
        let index = state.pointee.lookupIndex
        state.pointee.lookupIndex = index &+ 1
        let column = index < state.pointee.lookupCount && state.pointee.lookups[index].name == name
            ? state.pointee.lookups[index].column : decoder.lookUp(key, name: name, index: index)
        return column >= 0 && column < state.pointee.record.count ? column : nil
    }

    /// The column for `key`, or a `keyNotFound` error.
    @inline(__always)
    private func column(_ key: Key) throws -> Int {
        guard let column = lookUpColumn(key) else {
            throw DecodingError.keyNotFound(key, .init(
                codingPath: [], debugDescription: "line \(decoder.record.line): no column named '\(key.stringValue)'"))
        }
        return column
    }

    /// Parses the field for `key` with `parse`, or throws a type mismatch naming `expected`.
    @inline(__always)
    private func parsed<Value>(_ key: Key, _ expected: String, _ parse: (UnsafeBufferPointer<UInt8>) -> Value?) throws -> Value {
        try parsed(key, at: column(key), expected, parse)
    }

    /// `parsed`, for the column already looked up for `key`.
    @inline(__always)
    private func parsed<Value>(
        _ key: Key, at column: Int, _ expected: String, _ parse: (UnsafeBufferPointer<UInt8>) -> Value?
    ) throws -> Value {
        let field = state.pointee.record[column]
        let value = field.isVerbatim ? parse(field.rawBytes) : field.withValueBytes(parse)
        guard let value else {
            throw FieldValue(field: field, column: column, key: key, decoder: decoder).mismatch(Value.self, expected)
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let column = lookUpColumn(key) else { return true }
        return state.pointee.record[column].isEmpty
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try parsed(key, "true, false, 1 or 0", FieldParsing.bool) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { state.pointee.record[try column(key)].string }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try parsed(key, "a number", FieldParsing.double) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try parsed(key, "a number", FieldParsing.double)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    @inline(__always)
    private func integer<Integer: FixedWidthInteger>(_ key: Key) throws -> Integer {
        try integer(key, at: column(key))
    }

    @inline(__always)
    private func integer<Integer: FixedWidthInteger>(_ key: Key, at column: Int) throws -> Integer {
        try parsed(key, at: column, "a whole number that fits \(Integer.self)") { FieldParsing.integer(Integer.self, $0) }
    }

    // `decodeIfPresent` looks its column up once. The protocol's default asks `contains`,
    // `decodeNil` and `decode` in turn: two or three lookups depending on whether the field
    // is empty, which put the lookups of later keys out of step with the record before and
    // sent each of them to the slow path.

    /// The column for `key` when it has a non-empty field in this record.
    @inline(__always)
    private func presentColumn(_ key: Key) -> Int? {
        guard let column = lookUpColumn(key), !state.pointee.record[column].isEmpty else { return nil }
        return column
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentColumn(key).map { try parsed(key, at: $0, "true, false, 1 or 0", FieldParsing.bool) }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        presentColumn(key).map { state.pointee.record[$0].string }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentColumn(key).map { try parsed(key, at: $0, "a number", FieldParsing.double) }
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try presentColumn(key).map { Float(try parsed(key, at: $0, "a number", FieldParsing.double)) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try presentColumn(key).map { try integer(key, at: $0) } }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentColumn(key).map { try decode(T.self, forKey: key, at: $0) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decode(T.self, forKey: key, at: column(key))
    }

    /// `decode`, for the column already looked up for `key`.
    private func decode<T: Decodable>(_ type: T.Type, forKey key: Key, at column: Int) throws -> T {
        if T.self == Date.self, decoder.datesAreISO8601 {
            let seconds = try parsed(key, at: column, "an ISO 8601 date", FieldParsing.iso8601Seconds)
            return unsafeBitCast(Date(timeIntervalSince1970: seconds), to: T.self)
        }
        let value = FieldValue(field: state.pointee.record[column], column: column, key: key, decoder: decoder)
        if T.self == Date.self { return try value.date() as! T }
        if T.self == URL.self {
            guard let url = URL(string: value.field.string) else { throw value.mismatch(T.self, "a URL") }
            return url as! T
        }
        if T.self == Decimal.self {
            guard let decimal = Decimal(string: value.field.string, locale: Locale(identifier: "en_US_POSIX")) else {
                throw value.mismatch(T.self, "a decimal number")
            }
            return decimal as! T
        }
        return try T(from: FieldDecoder(value: value))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw DecodingError.typeMismatch([String: Any].self, .init(
            codingPath: [key], debugDescription: "line \(decoder.record.line): a CSV field holds one value, not a keyed container"))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(
            codingPath: [key], debugDescription: "line \(decoder.record.line): a CSV field holds one value, not a list"))
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

/// One field being decoded, with what an error about it needs to say.
struct FieldValue {
    let field: CSVFieldView
    let column: Int
    let key: any CodingKey
    let decoder: RecordDecoder

    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        .typeMismatch(type, .init(
            codingPath: [key],
            debugDescription: "line \(decoder.record.line), column \(decoder.columnName(column)): \"\(field.string)\" is not \(expected)"))
    }

    func bool() throws -> Bool {
        guard let value = field.withValueBytes({ FieldParsing.bool($0) }) else { throw mismatch(Bool.self, "true, false, 1 or 0") }
        return value
    }

    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard let value = field.withValueBytes({ FieldParsing.integer(Integer.self, $0) }) else {
            throw mismatch(Integer.self, "a whole number that fits \(Integer.self)")
        }
        return value
    }

    func double() throws -> Double {
        guard let value = field.withValueBytes({ FieldParsing.double($0) }) else { throw mismatch(Double.self, "a number") }
        return value
    }

    func date() throws -> Date {
        switch decoder.dateStrategy {
        case .iso8601:
            guard let seconds = field.withValueBytes({ FieldParsing.iso8601Seconds($0) }) else {
                throw mismatch(Date.self, "an ISO 8601 date")
            }
            return Date(timeIntervalSince1970: seconds)
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try double())
        case .custom(let parse):
            return try parse(field.string)
        }
    }
}

/// Decodes one field for a type with its own `init(from:)` (a `RawRepresentable` enum,
/// a wrapper around a number): a single-value container over the field.
struct FieldDecoder: Decoder, SingleValueDecodingContainer {
    let value: FieldValue

    var codingPath: [any CodingKey] { [value.key] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw value.mismatch([String: Any].self, "a keyed container")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw value.mismatch([Any].self, "a list") }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value.field.isEmpty }
    func decode(_ type: Bool.Type) throws -> Bool { try value.bool() }
    func decode(_ type: String.Type) throws -> String { value.field.string }
    func decode(_ type: Double.Type) throws -> Double { try value.double() }
    func decode(_ type: Float.Type) throws -> Float { Float(try value.double()) }
    func decode(_ type: Int.Type) throws -> Int { try value.integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.integer(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.integer(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.integer(UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Date.self { return try value.date() as! T }
        return try T(from: self)
    }
}
