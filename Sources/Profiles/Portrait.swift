// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A profile's portrait as a drag or a copy offers it: the stored image file, in the
/// format it holds (PNG, JPEG, GIF, WebP, SVG, TIFF, BMP, HEIC, else as an image), and
/// nothing else. The seed's portrait is an `Image`, which offers its picture, never text.
///
/// A receiver that reads bytes gets the file's bytes, streamed; a file manager gets a
/// copy written when it asks, under the stored file's name (`SentTransferredFile`'s
/// default lets a receiver reach only a copy, so none can change the stored portrait).
public struct Portrait: Hashable, Sendable {
    /// Where the image file is.
    public var url: URL
    /// What the file holds, read from its contents (its name when they say nothing).
    public var contentType: UTType

    /// The portrait stored at `url`; its content type is read from the file.
    public init(url: URL) {
        self.url = url
        contentType = (try? UTType(contentsOf: url)) ?? UTType(fileName: url.lastPathComponent) ?? .image
    }
}

extension Portrait: Transferable {
    /// One file representation per common image format, each offered only for a portrait
    /// of that format, so a receiver is told the format it will get; any other image is
    /// offered as an image file.
    public static var transferRepresentation: some TransferRepresentation {
        file(.png)
        file(.jpeg)
        file(.gif)
        file(.webP)
        file(.svg)
        file(.tiff)
        file(.bmp)
        file(.heic)
        FileRepresentation(exportedContentType: .image) { SentTransferredFile($0.url) }
            .suggestedFileName { $0.url.lastPathComponent }
            .exportingCondition { portrait in !commonFormats.contains { portrait.contentType.conforms(to: $0) } }
    }

    /// The formats with a representation of their own, in the order offered.
    static let commonFormats: [UTType] = [.png, .jpeg, .gif, .webP, .svg, .tiff, .bmp, .heic]

    private static func file(_ format: UTType) -> some TransferRepresentation<Portrait> {
        FileRepresentation(exportedContentType: format) { SentTransferredFile($0.url) }
            .suggestedFileName { $0.url.lastPathComponent }
            .exportingCondition { $0.contentType.conforms(to: format) }
    }
}
