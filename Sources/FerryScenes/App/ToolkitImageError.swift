// SPDX-License-Identifier: Apache-2.0

/// GtkKit's image errors that reach the user (an image pasted or dropped as a portrait that
/// GDK cannot read), in the user's language: GtkKit has no catalogues of its own.
///
/// FerryScenes cannot see a GTK type, so the app maps each case of GtkKit's
/// `TransferableImage.ImageError` and `Picture.LoadError` to the case here with the same
/// facts (`Sources/ferry/Support/ToolkitErrorWords.swift`), and the words live beside the
/// libraries' other errors, where a headless test checks them. ``ErrorText/describe(_:)``
/// words it like any ``UserWordedError``. GDK's reason is kept as GDK gives it
/// (gdk-pixbuf's and GLib's own catalogues translate it).
public enum ToolkitImageError: UserWordedError, Equatable {
    /// GDK could not decode an image (`source` says which: a path, or a byte count).
    case undecodable(source: String, reason: String)
    /// GDK could not encode an image as PNG.
    case unencodable(reason: String)
    /// GDK could not decode `byteCount` bytes to show them.
    case notShown(byteCount: Int, reason: String)

    public var userWording: String {
        switch self {
        case let .undecodable(source, reason): tr("cannot read %1$s as an image: %2$s", source, reason)
        case let .unencodable(reason): tr("cannot write the image as PNG: %1$s", reason)
        case let .notShown(count, reason): tr("cannot show %1$d bytes as an image: %2$s", count, reason)
        }
    }
}
