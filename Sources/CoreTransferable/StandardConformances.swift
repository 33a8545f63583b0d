// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Text travels as UTF-8 plain text; imports also accept plain text of unspecified
/// encoding (read as UTF-8, or UTF-16 when it starts with a byte-order mark) and UTF-16.
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { data in
            try decodeText(data, contentType: .utf8PlainText)
        }
        DataRepresentation(importedContentType: .plainText) { data in
            try decodeText(data, contentType: .plainText)
        }
    }

    static func decodeText(_ data: Data, contentType: UTType) throws -> String {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]),
           let text = String(data: data, encoding: .utf16) {
            return text
        }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TransferError.decodingFailed(type: "String", contentType: contentType.identifier, codingPath: "",
                                               reason: .invalidUTF8)
        }
        return text
    }
}

/// Bytes travel as themselves, as `public.data`.
extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

/// A file URL travels as `public.file-url`, any URL as `public.url`, both as the URL's
/// absolute string in UTF-8 (one line, as `text/uri-list` carries it).
extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .fileURL) { url in
            guard url.isFileURL else {
                throw TransferError.encodingFailed(type: "URL", contentType: UTType.fileURL.identifier, reason: .notAFileURL(url.absoluteString))
            }
            return Data(url.absoluteString.utf8)
        } importing: { data in
            try parseURL(data, contentType: .fileURL, requireFile: true)
        }
        .exportingCondition { $0.isFileURL }
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
            try parseURL(data, contentType: .url, requireFile: false)
        }
    }

    static func parseURL(_ data: Data, contentType: UTType, requireFile: Bool) throws -> URL {
        let text = String(decoding: data, as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first { !$0.hasPrefix("#") }.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard let url = URL(string: line), url.scheme != nil else {
            throw TransferError.decodingFailed(type: "URL", contentType: contentType.identifier, codingPath: "", reason: .notAURL(String(line.prefix(80))))
        }
        guard !requireFile || url.isFileURL else {
            throw TransferError.decodingFailed(type: "URL", contentType: contentType.identifier, codingPath: "", reason: .notAFileURL(String(line.prefix(80))))
        }
        return url
    }
}

/// Attributed text travels as its characters (UTF-8 plain text). Ferry on Linux does not
/// write RTF: attributes do not cross process boundaries.
extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}
