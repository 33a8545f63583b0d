// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// An image dropped on the portrait: the dropped file, copied out of the drop into a
/// private temporary folder (the received file is only valid while it is imported). The
/// page then hands it to `ProfilesModel.dropPortrait(files:)`, which decides whether it
/// is an image and copies it into the portraits folder.
public struct PortraitDrop: Transferable, Sendable {
    /// The copy of the dropped file.
    public let file: URL

    /// Image files, copied out of the drop as they arrive.
    public static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .image) { received in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-portrait-drops-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let copy = try TransferFileIO.copyIntoFolder(received.file, folder: folder, preferredName: received.file.lastPathComponent)
            return PortraitDrop(file: copy)
        }
    }
}
