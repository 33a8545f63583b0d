// SPDX-License-Identifier: Apache-2.0
// Written as a Mac developer writes it, against Apple's UniformTypeIdentifiers.
// It must compile unchanged against Ferry on Linux.
import Foundation
import UniformTypeIdentifiers

extension UTType {
    public static let shapeTransfer = UTType(exportedAs: "com.example.shape-transfer")
    public static let profile = UTType(exportedAs: "com.example.profile", conformingTo: .json)
    public static var competitorFormat: UTType { UTType(importedAs: "com.example.competitor") }
}

public enum FileKind {
    public static func describe(_ url: URL) -> String {
        guard let type = UTType(filenameExtension: url.pathExtension) else { return "unknown" }
        if type.conforms(to: .image) { return "image (\(type.preferredMIMEType ?? "?"))" }
        if type.conforms(to: .movie) { return "movie" }
        if type.conforms(to: .text) { return "text" }
        return type.localizedDescription ?? type.identifier
    }

    public static func mimeTypes(for types: [UTType]) -> [String] {
        types.compactMap(\.preferredMIMEType)
    }

    public static func allTypes(forExtension ext: String) -> [UTType] {
        UTType.types(tag: ext, tagClass: .filenameExtension, conformingTo: nil)
    }

    public static let pasteboardTypes: [UTType] = [.utf8PlainText, .png, .fileURL, .url]

    public static func tags(of type: UTType) -> [UTTagClass: [String]] { type.tags }
}
