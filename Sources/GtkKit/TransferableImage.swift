// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import CoreTransferable
import Foundation

/// A decoded image that travels like SwiftUI's `Image` does on a Mac: a model can hold
/// one and be `Transferable` through it, or transfer it on its own.
///
/// The pixels are a `GdkTexture`, immutable once made, so a value may cross threads and
/// be decoded or encoded off the main thread (GDK's texture loading and saving are
/// thread-safe). It exports as PNG and imports every image format GDK reads: PNG, JPEG
/// and TIFF itself, and the rest through gdk-pixbuf's installed loaders (GIF, BMP, ICO,
/// SVG, TGA, XPM, PNM, … see ``readableContentTypes``), from files and from bytes.
public struct TransferableImage: Transferable, Sendable {
    /// Why an image could not be read or written.
    public enum ImageError: Error, Equatable, CustomStringConvertible {
        /// GDK could not decode the bytes (`source` says which: a path, or a byte count).
        case undecodable(source: String, reason: String)
        /// GDK could not encode the image as PNG.
        case unencodable(reason: String)

        public var description: String {
            switch self {
            case let .undecodable(source, reason): "cannot read \(source) as an image: \(reason)"
            case let .unencodable(reason): "cannot write the image as PNG: \(reason)"
            }
        }
    }

    /// The texture, with the one reference this value holds.
    final class Texture: @unchecked Sendable {
        // Unchecked: a GdkTexture never changes after it is made, and GObject
        // reference counting is atomic.
        let handle: GObjectHandle<GdkClass.Texture>
        init(taking pointer: OpaquePointer) { handle = GObjectHandle(pointer) }
        deinit { g_object_unref(handle.raw) }
    }

    let texture: Texture

    /// The `GdkTexture *` (a `GdkPaintable`), for the package's views that draw it.
    package var paintablePointer: OpaquePointer { OpaquePointer(texture.handle.raw) }

    /// Which decoded image this is: copies of one value share it.
    package var identity: ObjectIdentifier { ObjectIdentifier(texture) }

    /// Decodes encoded image bytes (any format GDK reads).
    public init(data: Data) throws(ImageError) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            throw .undecodable(source: "\(data.count) bytes", reason: takeErrorMessage(&error))
        }
        self.texture = Texture(taking: texture)
    }

    /// Reads the image file at `url` (any format GDK reads).
    public init(contentsOf url: URL) throws(ImageError) {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(url.path, &error) else {
            throw .undecodable(source: url.path, reason: takeErrorMessage(&error))
        }
        self.texture = Texture(taking: texture)
    }

    /// The width in pixels.
    public var width: Int { Int(gdk_texture_get_width(texture.handle.pointer)) }

    /// The height in pixels.
    public var height: Int { Int(gdk_texture_get_height(texture.handle.pointer)) }

    /// The image encoded as PNG.
    public func pngData() throws(ImageError) -> Data {
        guard let bytes = gdk_texture_save_to_png_bytes(texture.handle.pointer) else {
            throw .unencodable(reason: "GDK returned no bytes for a \(width)×\(height) texture")
        }
        defer { g_bytes_unref(bytes) }
        return data(of: bytes)
    }

    /// The pixels as straight (not premultiplied) RGBA, 8 bits a channel, row after row.
    public func rgbaPixels() -> [UInt8] {
        let stride = width * 4
        var pixels = [UInt8](repeating: 0, count: stride * height)
        guard !pixels.isEmpty else { return pixels }
        pixels.withUnsafeMutableBytes { buffer in
            gdk_texture_download(texture.handle.pointer, buffer.baseAddress!.assumingMemoryBound(to: guchar.self), gsize(stride))
        }
        // gdk_texture_download writes GDK_MEMORY_DEFAULT: B, G, R, A, premultiplied.
        for offset in Swift.stride(from: 0, to: pixels.count, by: 4) {
            let alpha = pixels[offset + 3]
            let (blue, red) = (pixels[offset], pixels[offset + 2])
            pixels[offset] = Self.unpremultiply(red, alpha)
            pixels[offset + 1] = Self.unpremultiply(pixels[offset + 1], alpha)
            pixels[offset + 2] = Self.unpremultiply(blue, alpha)
        }
        return pixels
    }

    static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
    }

    /// The content types of the formats this machine reads: GDK's own (PNG, JPEG, TIFF)
    /// and those of gdk-pixbuf's installed loaders, by their MIME types (those this
    /// machine declares a type for).
    public static var readableContentTypes: [UTType] {
        var types: [UTType] = [.png, .jpeg, .tiff]
        let formats = gdk_pixbuf_get_formats()
        defer { g_slist_free(formats) }
        var node = formats
        while let current = node {
            if let format = current.pointee.data.map(OpaquePointer.init),
               let mimeTypes = gdk_pixbuf_format_get_mime_types(format) {
                var index = 0
                while let name = mimeTypes[index] {
                    if let type = UTType(mimeType: String(cString: name), conformingTo: .image), type.isDeclared, !types.contains(type) {
                        types.append(type)
                    }
                    index += 1
                }
                g_strfreev(mimeTypes)
            }
            node = current.pointee.next
        }
        return types
    }

    /// PNG out; any image in, from bytes (PNG first) or files, which GDK reads where they
    /// are when the sender allows it.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .png) { image in try image.pngData() } importing: { data in try TransferableImage(data: data) }
        FileRepresentation(importedContentType: .image, shouldAttemptToOpenInPlace: true) { received in
            try TransferableImage(contentsOf: received.file)
        }
    }
}
