// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// An image dropped on the portrait: the dropped file, copied out of the drop into a
/// private temporary folder of its own (the received file is only valid while it is
/// imported), under the dropped file's name. The page hands it to
/// `ProfilesModel.dropPortrait(_:)`, which decides whether it is an image, copies it into
/// the portraits folder and removes the private copy.
public struct PortraitDrop: Transferable, Sendable {
    /// The copy of the dropped file.
    public let file: URL

    /// Image files, copied out of the drop as they arrive. Each drop has a folder of its
    /// own: a folder shared by the process (or, by its id, with an earlier process) would
    /// hold an earlier drop's file of the same name, and the copy would be renamed.
    public static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .image) { received in
            let folder = try TransferFileIO.makeTemporaryFolder()
            do {
                return PortraitDrop(file: try TransferFileIO.copyIntoFolder(received.file, folder: folder, preferredName: received.file.lastPathComponent))
            } catch {
                try? FileManager.default.removeItem(at: folder)
                throw error
            }
        }
    }

    /// Removes the private copy and its folder.
    func removePrivateCopy() {
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
}
