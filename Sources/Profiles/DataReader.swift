// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// Bytes in memory handed out as a CSV `ByteSource`: image data dropped or pasted from
/// another app is written into a media folder through the same streamed path as a file.
public struct DataReader: ByteSource, Sendable {
    /// The bytes.
    public let data: Data
    /// How many bytes were handed out.
    public private(set) var offset = 0

    /// A reader at the start of `data`.
    public init(data: Data) { self.data = data }

    /// Copies the next bytes into `buffer`; 0 once every byte was handed out.
    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, data.count - offset)
        guard count > 0 else { return 0 }
        data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: offset..<offset + count)
        offset += count
        return count
    }
}
