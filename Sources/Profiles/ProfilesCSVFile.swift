// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// A profiles CSV file opened for streaming (see ``ProfilesArchive/readerOptions``), or
/// a typed refusal: only a regular file is read (``RegularFile``).
final class ProfilesCSVFile {
    /// The reader over the file.
    let reader: CSVReader
    /// The file's size when it was opened.
    let size: Int
    private let descriptor: Int32

    init(url: URL) throws(ProfilesArchiveError) {
        let path = url.path
        let opened = try RegularFile.open(path, openFailed: { ProfilesArchiveError.openFailed(path: path, errno: $0) },
                                          notARegularFile: { ProfilesArchiveError.notARegularFile(path: path) })
        let descriptor = opened.descriptor
        do {
            reader = try CSVReader(fileDescriptor: descriptor, options: ProfilesArchive.readerOptions)
        } catch {
            close(descriptor)
            throw .csv(error)
        }
        self.descriptor = descriptor
        size = opened.size
    }

    /// How many bytes of the file the reader has read so far (the descriptor's offset).
    var bytesRead: Int {
        max(0, Int(lseek(descriptor, 0, SEEK_CUR)))
    }

    deinit {
        close(descriptor)
    }
}
