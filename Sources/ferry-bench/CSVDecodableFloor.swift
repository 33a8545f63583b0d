// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// What `Decodable` itself costs, with the rows' strings: a row type's synthesized
/// `init(from:)` run once per record against a decoder that parses no CSV. Numbers and dates
/// are constants; each `String` property gets the file's value for that record, made from
/// values already read into columns as the reader makes a value (a short one in place, a
/// longer one copied into an allocation of its own). The rows are kept in an array as the
/// decode line keeps them. No CSV decoder built on `Decodable` that returns these rows can
/// read the file in less time than this.
enum CSVDecodableFloor {
    /// The generated file's rows (its `String` properties: name, city, comment, tag, note).
    static func sales(from columns: CSVColumns) throws -> [CSVBenchReads.Sale] {
        try rows(of: CSVBenchReads.Sale.self, from: columns, stringColumns: [1, 2, 6, 7, 8])
    }

    /// The long-quoted file's rows (title, body).
    static func posts(from columns: CSVColumns) throws -> [CSVBenchReads.Post] {
        try rows(of: CSVBenchReads.Post.self, from: columns, stringColumns: [2, 3])
    }

    /// A `T` from each row of `columns` through `init(from:)`; `stringColumns` are the
    /// columns of `T`'s `String` properties in the order its `init(from:)` decodes them (the
    /// order they are declared in).
    static func rows<T: Decodable>(of type: T.Type, from columns: CSVColumns, stringColumns: [Int]) throws -> [T] {
        let decoder = ConstantDecoder(columns: stringColumns.map { columns.columns[$0] })
        var values: [T] = []
        for row in 0..<columns.rowCount {
            decoder.startRow(row)
            values.append(try T(from: decoder))
        }
        return values
    }

    /// A decoder whose numbers and dates are constants and whose strings are the current
    /// row's values, in the order they are asked for.
    private final class ConstantDecoder: Decoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        /// The string columns, unretained (they live as long as the columns the caller
        /// holds), and which one the next string comes from, in plain memory: the per-field
        /// path pays no retain and no exclusivity check, as the CSV decoder's does not.
        let stringColumns: UnsafeMutableBufferPointer<Unmanaged<CSVColumn>>
        let cursor = UnsafeMutablePointer<(row: Int, next: Int)>.allocate(capacity: 1)
        var keptType: ObjectIdentifier?
        var kept: AnyObject?

        init(columns: [CSVColumn]) {
            stringColumns = .allocate(capacity: columns.count)
            _ = stringColumns.initialize(from: columns.map { Unmanaged.passUnretained($0) })
            cursor.initialize(to: (0, 0))
        }

        deinit {
            stringColumns.deallocate()
            cursor.deallocate()
        }

        func startRow(_ row: Int) { cursor.pointee = (row, 0) }

        /// The current row's next string value.
        func nextString() -> String {
            let (row, next) = cursor.pointee
            cursor.pointee.next = next &+ 1
            return stringColumns[next]._withUnsafeGuaranteedRef { $0[row] }
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            if keptType == ObjectIdentifier(Key.self), let kept { return unsafeBitCast(kept, to: KeyedDecodingContainer<Key>.self) }
            let container = KeyedDecodingContainer(Constants<Key>(decoder: self))
            kept = unsafeBitCast(container, to: AnyObject.self)
            keptType = ObjectIdentifier(Key.self)
            return container
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "rows are keyed"))
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "rows are keyed"))
        }
    }

    private struct Constants<Key: CodingKey>: KeyedDecodingContainerProtocol {
        unowned(unsafe) let decoder: ConstantDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { false }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { decoder.nextString() }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { 7 }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { 1.5 }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard T.self == Date.self else {
                throw DecodingError.typeMismatch(T.self, .init(codingPath: [key], debugDescription: "only dates"))
            }
            return unsafeBitCast(Date(timeIntervalSince1970: 0), to: T.self)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try decoder.container(keyedBy: NestedKey.self)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try decoder.unkeyedContainer() }
        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
    }
}

/// What making the records' `String`s costs alone: every record of a file as a `CSVRecord`
/// of `String`s, made from values already read into columns (no CSV parsed), the records
/// kept as `readAllRecords()` keeps them. Each value's `String` is made as the reader makes
/// it (a short one in place, a longer one copied into an allocation of its own). No reader
/// that returns these records can take less time than this.
enum CSVStringsFloor {
    /// The best time to make every row of `columns` into a `CSVRecord`.
    static func seconds(making columns: CSVColumns, repetitions: Int) -> Double {
        (try? Bench.best(of: repetitions, keeping: { records(of: columns) }).seconds) ?? .nan
    }

    static func records(of columns: CSVColumns) -> [CSVRecord] {
        // The columns unretained (they live as long as `columns`): retaining each one for
        // each value would be work the reader does not do.
        let all = columns.columns.map { Unmanaged.passUnretained($0) }
        var records: [CSVRecord] = []
        records.reserveCapacity(columns.rowCount)
        withExtendedLifetime(columns) {
            all.withUnsafeBufferPointer { all in
                for row in 0..<columns.rowCount {
                    var fields: [String] = []
                    fields.reserveCapacity(all.count)
                    for column in all { fields.append(column._withUnsafeGuaranteedRef { $0[row] }) }
                    records.append(CSVRecord(fields, line: row))
                }
            }
        }
        return records
    }
}
