// SPDX-License-Identifier: Apache-2.0
// Foundation conveniences only; the reader itself needs nothing from Foundation.
import Foundation

extension CSVReader {
    /// A reader over CSV bytes in memory (copied once).
    public convenience init(data: Data, options: Options = Options()) throws(CSVError) {
        try self.init(bytes: data, options: options)
    }

    /// A streaming reader over an open `FileHandle`, read with `read(2)` through its file
    /// descriptor into a buffer of `options.bufferSize` bytes. The handle stays open.
    public convenience init(fileHandle: FileHandle, options: Options = Options()) throws(CSVError) {
        try self.init(fileDescriptor: fileHandle.fileDescriptor, options: options)
    }
}
