// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads a file descriptor with `read(2)`, retrying after signals.
struct FileDescriptorSource: ByteSource {
    let descriptor: Int32
    /// How many bytes were read so far: where a failed read failed, for its error.
    private(set) var offset = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The bytes from `descriptor`'s offset to the end of the regular file it reads, or
    /// `nil` for anything else (a pipe, a terminal, a device) or when it cannot tell.
    static func remainingFileBytes(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let offset = lseek(descriptor, 0, SEEK_CUR)
        guard offset >= 0, Int(status.st_size) > Int(offset) else { return nil }
        return Int(status.st_size) - Int(offset)
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 {
                offset += count
                return count
            }
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
