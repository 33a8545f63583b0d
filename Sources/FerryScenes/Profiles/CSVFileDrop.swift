// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A CSV archive dropped on the list's CSV drop zone, as a file, so that its import is
/// the file chooser's: streamed, with progress and a Cancel that keeps nothing
/// (`ProfilesModel.importCSV(drop:)`).
///
/// A file from a file manager is opened in place (a 1 GB file is not copied first); CSV
/// that arrives as bytes (another app's drag, "Drag all as CSV") is kept in a private
/// temporary copy, which the import removes.
public struct CSVFileDrop: Transferable, Sendable, Hashable {
    /// The file to import.
    public let file: URL
    /// Whether ``file`` is a private copy made for this drop (removed after the import),
    /// rather than the dropped file itself.
    public let isPrivateCopy: Bool

    /// CSV files, opened in place when the sender allows it.
    public static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .commaSeparatedText, shouldAttemptToOpenInPlace: true) { received in
            if received.isOriginalFile { return CSVFileDrop(file: received.file, isPrivateCopy: false) }
            // The received copy is removed when this returns; the import runs later.
            let folder = try TransferFileIO.makeTemporaryFolder()
            do {
                let copy = try TransferFileIO.copyIntoFolder(received.file, folder: folder, preferredName: received.file.lastPathComponent)
                return CSVFileDrop(file: copy, isPrivateCopy: true)
            } catch {
                try? FileManager.default.removeItem(at: folder)
                throw error
            }
        }
    }

    /// Removes the private copy (and its folder), if this drop made one.
    func removePrivateCopy() {
        guard isPrivateCopy else { return }
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
}
