// SPDX-License-Identifier: Apache-2.0
import CoreTransferable

/// How content types travel between processes on the desktop: as MIME types.
///
/// The rules, in order:
/// - a type travels under ``UniformTypeIdentifiers/UTType/exchangeMIMEType``: its declared
///   MIME type, or `application/x-<identifier>` for a custom type without one
///   (`com.example.shape` travels as `application/x-com.example.shape`);
/// - UTF-8 text is also offered as bare `text/plain`, which many X11 programs ask for;
/// - URLs (`public.url`, `public.file-url`) travel first as `text/uri-list`, the desktop's
///   format for dragged and copied files and links, and last as text (offered, not accepted).
///
/// Own-process representations never travel as a MIME type at all (any X client can
/// read any advertised MIME type); see ``InProcessTransfer``.
enum ExchangeFormat {
    /// The desktop's format for lists of files and links.
    static let uriList = "text/uri-list"

    /// The MIME types content of `type` is offered and accepted as, preferred first.
    static func mimeTypes(for type: UTType) -> [String] {
        var result: [String] = []
        if type == .url || type == .fileURL { result.append(uriList) }
        result.append(type.exchangeMIMEType)
        if type.conforms(to: .utf8PlainText) { result.append("text/plain") }
        return unique(result)
    }

    /// The MIME types offered for content exportable as `types` (in priority order).
    static func offeredMIMETypes(for types: [UTType]) -> [String] {
        unique(types.flatMap(mimeTypes(for:)))
    }

    /// The MIME types content of `type` is offered as: ``mimeTypes(for:)``, and a URL
    /// also as its text, last, for receivers that take text only (an entry, a text
    /// field), as the seed's video gives its URL to a text field. Never accepted as
    /// such: text is not a URL.
    static func exportMIMETypes(for type: UTType) -> [String] {
        let own = mimeTypes(for: type)
        guard type == .url || type == .fileURL else { return own }
        return unique(own + ["text/plain;charset=utf-8", "text/plain"])
    }

    /// What an importer of `importable` types reads from a sender offering `offered` MIME
    /// types (in the sender's priority order): the first offered format it can import,
    /// with the content type to import it as. `nil` when none fits.
    ///
    /// An offered MIME type fits when it is one of an importable type's own MIME types,
    /// or when the type it names conforms to an importable type (`image/png` for
    /// `public.image`).
    static func importChoice(offered: [String], importable: [UTType]) -> (mimeType: String, contentType: UTType)? {
        for mime in offered {
            if let type = importable.first(where: { mimeTypes(for: $0).contains(mime) }) {
                return (mime, type)
            }
            if let offeredType = contentType(forMIMEType: mime),
               importable.contains(where: { offeredType.conforms(to: $0) }) {
                return (mime, offeredType)
            }
        }
        return nil
    }

    /// Whether dropped or pasted files can be offered to an importer of `importable`
    /// types: it imports something other than URLs themselves, which it would rather
    /// read as `text/uri-list` text.
    static func importsFiles(_ importable: [UTType]) -> Bool {
        !importable.isEmpty && !importable.contains { $0 == .url || $0 == .fileURL }
    }

    /// The content type a MIME type names, when it names a known one.
    static func contentType(forMIMEType mime: String) -> UTType? {
        guard let type = UTType(mimeType: mime), !type.isDynamic else {
            // `application/x-<identifier>` is how Ferry sends a type without a MIME type.
            if mime.hasPrefix("application/x-"), let type = UTType(String(mime.dropFirst("application/x-".count))) {
                return type
            }
            return nil
        }
        return type
    }

    /// The first of `importable` that `type` conforms to.
    static func importableType(for type: UTType, in importable: [UTType]) -> UTType? {
        importable.first { type.conforms(to: $0) }
    }

    private static func unique(_ strings: [String]) -> [String] {
        var seen: Set<String> = []
        return strings.filter { seen.insert($0).inserted }
    }
}
