// SPDX-License-Identifier: Apache-2.0
/// Hands out in-memory bytes a few at a time, the way a pipe or socket would; used to
/// test the streaming reader at every buffer boundary.
struct ChunkedMemorySource: ByteSource {
    let bytes: [UInt8]
    let chunkSize: Int
    var position = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVError) -> Int {
        let count = min(chunkSize, buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}
