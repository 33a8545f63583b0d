// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import GtkKit

// GtkKit's errors that reach the user (an image pasted or dropped as a portrait that GDK
// cannot read), worded in the user's language: GtkKit has no catalogues of its own. GDK's
// reason is kept as GDK gives it (gdk-pixbuf's and GLib's own catalogues translate it).

extension TransferableImage.ImageError: UserWordedError {
    public var userWording: String {
        switch self {
        case let .undecodable(source, reason): tr("cannot read %1$s as an image: %2$s", source, reason)
        case let .unencodable(reason): tr("cannot write the image as PNG: %1$s", reason)
        }
    }
}

extension Picture.LoadError: UserWordedError {
    public var userWording: String {
        switch self {
        case let .undecodable(count, reason): tr("cannot show %1$d bytes as an image: %2$s", count, reason)
        }
    }
}
