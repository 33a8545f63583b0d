// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import CSV

/// The `ByteSource` over a file descriptor that streaming readers use: it counts what it
/// has read, so that a failed read says after how many bytes.
struct FileDescriptorSourceTests {
    @Test func aFailedReadSaysHowManyBytesCameBeforeIt() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        try #require(write(writeEnd, "hello", 5) == 5)
        close(writeEnd)

        var source = FileDescriptorSource(descriptor: readEnd)
        var bytes = [UInt8](repeating: 0, count: 3)
        let first = try bytes.withUnsafeMutableBytes { buffer throws(CSVError) in try source.read(into: buffer) }
        #expect(first == 3 && bytes == Array("hel".utf8))
        let second = try bytes.withUnsafeMutableBytes { buffer throws(CSVError) in try source.read(into: buffer) }
        #expect(second == 2 && bytes.prefix(2) == Array("lo".utf8)[...])
        #expect(source.offset == 5)

        close(readEnd)
        #expect(throws: CSVError.readFailed(offset: 5, errno: EBADF)) {
            _ = try bytes.withUnsafeMutableBytes { buffer throws(CSVError) in try source.read(into: buffer) }
        }
    }
}
