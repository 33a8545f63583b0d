/// The syntax rules Ferry applies to identifiers and tags before looking them up, so
/// that hostile input (spaces, NULs, 10,000-character strings) is refused early and
/// never reaches the registry's tables.
enum TypeIdentifierSyntax {
    /// The longest identifier or tag accepted, in UTF-8 bytes. Real identifiers are far
    /// shorter; the limit keeps hostile input from costing anything.
    static let maximumLength = 1024

    /// Whether `identifier` is a well-formed uniform type identifier: reverse-DNS
    /// components of ASCII letters, digits and hyphens (or non-ASCII characters),
    /// separated by single periods, with no leading or trailing period.
    static func isValidIdentifier(_ identifier: String) -> Bool {
        let utf8 = identifier.utf8
        guard !utf8.isEmpty, utf8.count <= maximumLength else { return false }
        var previousWasPeriod = true  // a leading period is invalid
        for scalar in identifier.unicodeScalars {
            switch scalar.value {
            case 0x2E:  // "."
                if previousWasPeriod { return false }
                previousWasPeriod = true
                continue
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D:
                break
            case 0x80...:
                if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                    || scalar.properties.generalCategory == .format {
                    return false
                }
            default:
                return false
            }
            previousWasPeriod = false
        }
        return !previousWasPeriod
    }

    /// Whether `tag` can be a tag at all: not empty, not too long, no control characters
    /// (NUL included).
    static func isValidTag(_ tag: String) -> Bool {
        let utf8 = tag.utf8
        guard !utf8.isEmpty, utf8.count <= maximumLength else { return false }
        return !tag.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Whether `tag` is a plausible filename extension: a valid tag without a path
    /// separator and without surrounding whitespace.
    static func isValidFilenameExtension(_ tag: String) -> Bool {
        guard isValidTag(tag), !tag.contains("/") else { return false }
        return tag.first.map { !$0.isWhitespace } == true && tag.last.map { !$0.isWhitespace } == true
    }

    /// Whether `tag` is a plausible MIME type: `type/subtype` with optional parameters,
    /// no whitespace in the type or subtype.
    static func isValidMIMEType(_ tag: String) -> Bool {
        guard isValidTag(tag) else { return false }
        let essence = tag.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        return !essence.contains { $0.isWhitespace }
    }

    /// The form of a MIME type used as a lookup key: lowercased, parameters kept but
    /// spaces around `;` removed, so that `Text/Plain; charset=UTF-8` finds
    /// `text/plain;charset=utf-8`.
    static func mimeLookupKey(_ mimeType: String) -> String {
        let lowered = mimeType.lowercased()
        guard lowered.contains(";") else { return lowered }
        return lowered.split(separator: ";").map { $0.trimmingCharacters(in: " \t") }.joined(separator: ";")
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
