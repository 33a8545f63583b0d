// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import GtkKit

/// What the portrait takes from a drop: an image file (copied as it is, see
/// ``PortraitDrop``), or image bytes with no file behind them, as a browser or a
/// screenshot tool offers them (read as an image by GtkKit's ``TransferableImage`` and
/// kept as PNG). In that order: a drop from a file manager keeps its file's format.
enum PortraitInput: Transferable {
    case file(PortraitDrop)
    case image(TransferableImage)

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(importing: { (drop: PortraitDrop) in PortraitInput.file(drop) })
        ProxyRepresentation(importing: { (image: TransferableImage) in PortraitInput.image(image) })
    }
}
