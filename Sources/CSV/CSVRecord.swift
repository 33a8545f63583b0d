// SPDX-License-Identifier: Apache-2.0
/// A record whose fields have been decoded into strings, safe to keep and to send.
public struct CSVRecord: Hashable, Sendable, RandomAccessCollection, CustomStringConvertible {
    /// The field values in order.
    public var fields: [String]
    /// The line the record started on in its input (1-based), or 0 for a record that was
    /// not read from CSV.
    public var line: Int

    /// A record with the given field values.
    public init(_ fields: [String], line: Int = 0) {
        self.fields = fields
        self.line = line
    }

    public var startIndex: Int { fields.startIndex }
    public var endIndex: Int { fields.endIndex }
    public subscript(position: Int) -> String { fields[position] }

    public var description: String { "line \(line): \(fields)" }
}
