// SPDX-License-Identifier: Apache-2.0
import Foundation

extension URL {
    /// Returns a URL by appending `partialName`, with the preferred filename extension
    /// of `contentType` added unless `partialName` already has an extension that is
    /// valid for files of that type (`puppy.jpg` stays `puppy.jpg` for `.jpeg`; `puppy`
    /// becomes `puppy.jpeg`). A type without a filename extension adds none.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(Self.fileName(partialName, conformingTo: contentType), isDirectory: contentType.conforms(to: .directory))
    }

    /// Appends `partialName` to the URL, with the preferred filename extension of
    /// `contentType` added as ``appendingPathComponent(_:conformingTo:)`` adds it.
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// Returns a URL with the preferred filename extension of `contentType` appended to
    /// its last path component, unless that component already has an extension valid for
    /// files of that type. A type without a filename extension leaves the URL as it is.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let preferred = contentType.preferredFilenameExtension,
              !Self.hasExtension(lastPathComponent, validFor: contentType) else { return self }
        return appendingPathExtension(preferred)
    }

    /// Appends the preferred filename extension of `contentType`, as
    /// ``appendingPathExtension(for:)`` does.
    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }

    /// `partialName` with `contentType`'s preferred extension, unless it has a valid one.
    /// For CoreTransferable, which names exported files this way.
    package static func fileName(_ partialName: String, conformingTo contentType: UTType) -> String {
        guard let preferred = contentType.preferredFilenameExtension,
              !hasExtension(partialName, validFor: contentType) else { return partialName }
        return partialName + "." + preferred
    }

    /// Whether `name` ends in an extension that a declared type conforming to
    /// `contentType` carries, or that `contentType` itself carries (a dynamic type).
    static func hasExtension(_ name: String, validFor contentType: UTType) -> Bool {
        guard let ext = UTType.pathExtension(of: name) else { return false }
        if contentType.tags[.filenameExtension]?.contains(where: { $0.caseInsensitiveCompare(ext) == .orderedSame }) == true {
            return true
        }
        return UTType.types(tag: ext, tagClass: .filenameExtension, conformingTo: contentType).contains { $0.isDeclared }
    }
}
