// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// What `Decodable` itself costs: a row type's synthesized `init(from:)` run once per record
/// against a decoder that reads no CSV (every field is a constant, every string short enough
/// to need no allocation), the rows kept in an array as the decode line keeps them. No CSV
/// decoder built on `Decodable` can read the file in less time than this.
enum CSVDecodableFloor {
    /// The best time to make `rows` values of `T` through `init(from:)` from constants.
    static func seconds<T: Decodable>(making type: T.Type, rows: Int, repetitions: Int) -> Double {
        let decoder = ConstantDecoder()
        return (try? Bench.best(of: repetitions, keeping: {
            var values: [T] = []
            for _ in 0..<rows { values.append(try T(from: decoder)) }
            return values
        }).seconds) ?? .nan
    }

    /// A decoder whose every keyed field is a constant.
    private final class ConstantDecoder: Decoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        var keptType: ObjectIdentifier?
        var kept: AnyObject?

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
        func decode(_ type: String.Type, forKey key: Key) throws -> String { "short" }
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
