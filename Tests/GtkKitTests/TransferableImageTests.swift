// SPDX-License-Identifier: Apache-2.0
import CGtk
import CoreTransferable
import Foundation
import GtkKit
import Testing

/// A model that holds an image, as a Mac model holds a SwiftUI `Image`.
struct Portrait: Transferable {
    var image: TransferableImage
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \Portrait.image, importing: { Portrait(image: $0) })
    }
}

@Suite struct TransferableImageTests {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]

    /// The RGBA of the pixel at `x`, `y`.
    static func pixel(_ image: TransferableImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image.rgbaPixels()[start..<start + 4])
    }

    /// Whether `image` is the 32×16 red-then-blue sample (`tolerance` for lossy formats).
    static func isSample(_ image: TransferableImage, tolerance: Int = 0) -> Bool {
        guard image.width == 32, image.height == 16 else { return false }
        let close = { (a: [UInt8], b: [UInt8]) in zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance } }
        // Away from the edge between the halves, which JPEG's chroma upsampling blurs.
        return [(0, 0), (11, 15), (5, 9)].allSatisfy { close(pixel(image, $0, $1), red) }
            && [(20, 0), (31, 15), (24, 6)].allSatisfy { close(pixel(image, $0, $1), blue) }
    }

    /// A 32×16 image, its left half red and its right half blue (halves on a boundary of
    /// JPEG's 16×16 blocks, so even a lossy format keeps each half's colour), encoded by gdk-pixbuf as
    /// `format` ("png", "bmp", …).
    static func encoded(_ format: String) throws -> Data {
        let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 32, 16))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let pixels = try #require(gdk_pixbuf_get_pixels(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        for y in 0..<16 {
            for x in 0..<32 {
                let colour: [UInt8] = x < 16 ? [255, 0, 0] : [0, 0, 255]
                for channel in 0..<3 { pixels[y * stride + x * 3 + channel] = colour[channel] }
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        var none: [UnsafeMutablePointer<CChar>?] = [nil]
        let saved = none.withUnsafeMutableBufferPointer { empty in
            gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, format, empty.baseAddress, empty.baseAddress, &error)
        }
        if saved == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            Issue.record("gdk-pixbuf cannot write \(format): \(message)")
            throw TransferableImage.ImageError.unencodable(reason: message)
        }
        defer { g_free(buffer) }
        return Data(bytes: try #require(buffer), count: Int(size))
    }

    /// Hand-written 2×1 (or 1×1 for GIF) samples of formats gdk-pixbuf reads but does not write.
    static let textSamples: [(name: String, bytes: Data, width: Int, height: Int)] = [
        ("image.ppm", Data("P3\n2 1\n255\n255 0 0  0 0 255\n".utf8), 2, 1),
        ("image.xpm", Data("/* XPM */\nstatic char * image_xpm[] = {\n\"2 1 2 1\",\n\"r c #FF0000\",\n\"b c #0000FF\",\n\"rb\"};\n".utf8), 2, 1),
        ("image.svg", Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"><rect width="1" height="1" fill="#ff0000"/><rect x="1" width="1" height="1" fill="#0000ff"/></svg>"##.utf8), 2, 1),
        ("image.gif", Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00,
                            0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]), 1, 1),
    ]

    @Test func pngRoundTripsThroughExportAndImport() async throws {
        let image = try TransferableImage(data: Self.encoded("png"))
        #expect(Self.isSample(image))
        #expect(TransferableImage.exportedContentTypes() == [.png])
        let png = try await image.exported(as: nil)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let back = try await TransferableImage(importing: png, contentType: .png)
        #expect(Self.isSample(back))
        #expect(back.rgbaPixels() == image.rgbaPixels())
    }

    @Test(arguments: ["png", "jpeg", "tiff", "bmp", "ico"])
    func everyFormatGdkPixbufWritesImportsFromDataAndFiles(_ format: String) async throws {
        let bytes = try Self.encoded(format)
        let type = try #require(UTType(filenameExtension: format == "jpeg" ? "jpg" : format))
        #expect(TransferableImage.readableContentTypes.contains(type), "\(type)")
        let fromData = try await TransferableImage(importing: bytes, contentType: type)
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("image.\(format)")
        try bytes.write(to: file)
        let fromFile = try await TransferableImage(importing: file, contentType: nil)
        for image in [fromData, fromFile] {
            #expect(Self.isSample(image, tolerance: format == "jpeg" ? 40 : 0), "\(format): \(Self.pixel(image, 11, 15)) \(Self.pixel(image, 20, 0))")
        }
        #expect(FileManager.default.fileExists(atPath: file.path), "importing reads the file, never moves it")
    }

    @Test func formatsGdkPixbufOnlyReadsImportFromDataAndFiles() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for sample in Self.textSamples {
            let type = try #require(UTType(filenameExtension: (sample.name as NSString).pathExtension))
            #expect(TransferableImage.readableContentTypes.contains(type), "\(sample.name) is \(type)")
            let file = folder.appendingPathComponent(sample.name)
            try sample.bytes.write(to: file)
            for image in [try await TransferableImage(importing: sample.bytes, contentType: type),
                          try await TransferableImage(importing: file, contentType: nil),
                          try TransferableImage(contentsOf: file)] {
                #expect(image.width == sample.width && image.height == sample.height, "\(sample.name)")
                let pixels = image.rgbaPixels()
                #expect(Array(pixels[0..<4]) == Self.red, "\(sample.name): \(Array(pixels[0..<4]))")
                if sample.width == 2 { #expect(Array(pixels[4..<8]) == Self.blue, "\(sample.name)") }
            }
        }
    }

    /// The error decoding `data` throws, if any.
    static func decodingError(_ data: Data) -> TransferableImage.ImageError? {
        do {
            _ = try TransferableImage(data: data)
            return nil
        } catch {
            return error
        }
    }

    @Test func undecodableBytesAreTypedErrorsSayingWhat() async throws {
        #expect(throws: TransferableImage.ImageError.self) { _ = try TransferableImage(data: Data("not an image".utf8)) }
        let error = Self.decodingError(Data([1, 2, 3]))
        guard case let .undecodable(source, reason)? = error else {
            Issue.record("three bytes are no image, yet: \(String(describing: error))")
            return
        }
        #expect(source == "3 bytes")
        #expect(!reason.isEmpty)
        let missing = URL(fileURLWithPath: "/nonexistent/ferry-image.png")
        #expect(throws: TransferableImage.ImageError.self) { _ = try TransferableImage(contentsOf: missing) }
        // Through the transfer engine: a typed TransferError naming the type and content type.
        do {
            _ = try await TransferableImage(importing: Data("junk".utf8), contentType: .png)
            Issue.record("junk is no PNG")
        } catch let TransferError.representationFailed(type, contentType, direction, reason) {
            #expect(type == "TransferableImage" && contentType == "public.png" && direction == .import)
            // The importer's own typed error is kept, not flattened to its English.
            guard case .error(let cause) = reason, cause is TransferableImage.ImageError else { Issue.record("unexpected \(reason)"); return }
        }
    }

    @Test func aModelHoldingAnImageTransfersThroughIt() async throws {
        let portrait = Portrait(image: try TransferableImage(data: Self.encoded("bmp")))
        #expect(Portrait.exportedContentTypes() == [.png])
        #expect(Portrait.importedContentTypes() == [.png, .image])
        let png = try await portrait.exported(as: .image)
        let back = try await Portrait(importing: png, contentType: .png)
        #expect(Self.isSample(back.image))
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try await portrait.export(to: folder, contentType: .png)
        #expect(file.pathExtension == "png")
        #expect(Self.isSample(try TransferableImage(contentsOf: file)))
    }

    @Test func valuesCrossThreads() async throws {
        let png = try Self.encoded("png")
        // Decoded and encoded off the main thread, in parallel.
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try TransferableImage(data: png).pngData().count }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(sizes.count == 8 && sizes.allSatisfy { $0 > 8 })
    }
}
