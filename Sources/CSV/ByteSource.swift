// SPDX-License-Identifier: Apache-2.0
/// Bytes that arrive in order, read a chunk at a time into the caller's buffer: a file
/// descriptor, a pipe, a socket, the input stream of a drop.
///
/// ``CSVReader`` streams its records from one (a file descriptor's, see
/// ``CSVReader/init(fileDescriptor:options:)``), and Profiles' `MediaFolder.importStream`
/// copies one into a file. A type that reads with an untyped `throws` conforms with
/// `Failure` inferred as `any Error`:
///
/// ```swift
/// struct BytesInMemory: ByteSource {
///     let bytes: [UInt8]
///     var position = 0
///
///     mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
///         let count = min(buffer.count, bytes.count - position)
///         buffer.copyBytes(from: bytes[position..<position + count])
///         position += count
///         return count
///     }
/// }
/// ```
public protocol ByteSource<Failure> {
    /// What a failed read throws.
    associatedtype Failure: Error = any Error

    /// Reads at most `buffer.count` bytes into `buffer` and returns how many it read,
    /// 0 only at the end of the input. Throws when the bytes cannot be read.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int
}
