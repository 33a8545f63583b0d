// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation

/// An image from a file or from encoded bytes (PNG, JPEG…), scaled to fit: `GtkPicture`.
@MainActor
public final class Picture: Widget {
    /// Why image bytes could not be shown.
    public enum LoadError: Error, CustomStringConvertible {
        /// GDK could not decode the bytes; `reason` is its message.
        case undecodable(byteCount: Int, reason: String)

        public var description: String {
            switch self {
            case let .undecodable(count, reason): "cannot show \(count) bytes as an image: \(reason)"
            }
        }
    }

    /// Creates an empty picture, or one showing the image file at `file`.
    public init(file: URL? = nil) {
        super.init(gtk_picture_new())
        if let file { show(file: file) }
    }

    /// Shows the image file at `file`.
    public func show(file: URL) {
        gtk_picture_set_filename(handle(GtkClass.Picture.self).pointer, file.path)
    }

    /// Shows encoded image bytes.
    public func show(imageData: Data) throws(LoadError) {
        let bytes = imageData.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            throw .undecodable(byteCount: imageData.count, reason: takeErrorMessage(&error))
        }
        gtk_picture_set_paintable(handle(GtkClass.Picture.self).pointer, texture)
        g_object_unref(raw(texture))
    }

    /// Removes the image.
    public func clear() { gtk_picture_set_paintable(handle(GtkClass.Picture.self).pointer, nil) }

    /// Whether an image is shown.
    public var hasImage: Bool { gtk_picture_get_paintable(handle(GtkClass.Picture.self).pointer) != nil }
}
