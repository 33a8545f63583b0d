/// Bytes that arrive in order, such as the input stream of a drop that carries a file's
/// contents rather than its path. ``MediaFolder/importStream(_:preferredName:expectedByteCount:progress:)``
/// copies them into a folder.
public protocol ByteStreamReader {
    /// Reads at most `buffer.count` bytes into `buffer` and returns how many; 0 only at
    /// the end. Throws when the bytes cannot be read.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}
