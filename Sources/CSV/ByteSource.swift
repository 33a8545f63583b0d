#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Where a streaming reader's bytes come from: something that fills a buffer and says
/// how much it filled, 0 meaning the end of the input.
protocol ByteSource {
    /// Reads at most `buffer.count` bytes into `buffer`; returns 0 only at the end.
    /// `offset` is how many bytes were read before, for the error.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer, offset: Int) throws(CSVError) -> Int
}

/// Reads a file descriptor with `read(2)`, retrying after signals.
struct FileDescriptorSource: ByteSource {
    let descriptor: Int32

    mutating func read(into buffer: UnsafeMutableRawBufferPointer, offset: Int) throws(CSVError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw .readFailed(offset: offset, errno: errno)
        }
    }
}

/// `read(2)`, named apart from `ByteSource.read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Hands out in-memory bytes a few at a time, the way a pipe or socket would; used to
/// test the streaming reader at every buffer boundary.
struct ChunkedMemorySource: ByteSource {
    let bytes: [UInt8]
    let chunkSize: Int
    var position = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer, offset: Int) throws(CSVError) -> Int {
        let count = min(chunkSize, buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}
