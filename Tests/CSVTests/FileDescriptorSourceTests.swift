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

/// What a reader over a descriptor knows of the input's length ahead: a regular file's
/// bytes from the descriptor's offset, and nothing for a pipe or a folder.
struct FileDescriptorLengthTests {
    @Test func aRegularFileCountsFromTheDescriptorsOffset() throws {
        let path = try temporaryFile(named: "length.csv", contents: Array(repeating: 0x61, count: 1000))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(FileDescriptorSource.remainingFileBytes(descriptor) == 1000)
        #expect(lseek(descriptor, 100, SEEK_SET) == 100)
        #expect(FileDescriptorSource.remainingFileBytes(descriptor) == 900)
        #expect(lseek(descriptor, 1000, SEEK_SET) == 1000)
        #expect(FileDescriptorSource.remainingFileBytes(descriptor) == nil)
    }

    @Test func pipesAndFoldersHaveNoLengthAhead() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(write(ends[1], "abc", 3) == 3)
        #expect(FileDescriptorSource.remainingFileBytes(ends[0]) == nil)
        let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY | O_DIRECTORY)
        try #require(folder >= 0)
        defer { close(folder) }
        #expect(FileDescriptorSource.remainingFileBytes(folder) == nil)
    }
}
