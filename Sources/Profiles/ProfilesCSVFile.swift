// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// A profiles CSV file opened for streaming (see ``ProfilesArchive/readerOptions``), or
/// a typed refusal. The path comes from outside (an opened or dropped file) and may name
/// anything: only a regular file is read. A folder, a FIFO or a device (a symbolic link
/// to `/dev/zero`, say) is refused at once; the file is opened with `O_NONBLOCK`, so that
/// opening a FIFO no writer holds cannot hang the import.
final class ProfilesCSVFile {
    /// The reader over the file.
    let reader: CSVReader
    /// The file's size when it was opened.
    let size: Int
    private let descriptor: Int32

    init(url: URL) throws(ProfilesArchiveError) {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .openFailed(path: path, errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .openFailed(path: path, errno: code)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile(path: path)
        }
        // Reads of a regular file never block; plain reads from here on.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        do {
            reader = try CSVReader(fileDescriptor: descriptor, options: ProfilesArchive.readerOptions)
        } catch {
            close(descriptor)
            throw .csv(error)
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
    }

    /// How many bytes of the file the reader has read so far (the descriptor's offset).
    var bytesRead: Int {
        max(0, Int(lseek(descriptor, 0, SEEK_CUR)))
    }

    deinit {
        close(descriptor)
    }
}
