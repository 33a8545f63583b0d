// SPDX-License-Identifier: Apache-2.0
/// The syntax rules Ferry applies to identifiers and tags before looking them up, so
/// that hostile input (spaces, NULs, 10,000-character strings) is refused early and
/// never reaches the registry's tables.
enum TypeIdentifierSyntax {
    /// The longest identifier or tag accepted, in UTF-8 bytes. Real identifiers are far
    /// shorter; the limit keeps hostile input from costing anything.
    static let maximumLength = 1024

    /// `text` in lower case, without allocating when it already is (the common case for
    /// identifiers, extensions and MIME types).
    static func lowercased(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) {
            needsWork = true
            break
        }
        return needsWork ? text.lowercased() : text
    }

    /// The lookup key of a tag of `tagClass` (lower case; MIME parameters without
    /// spaces), or `nil` when the tag is not valid for its class. One pass over the bytes
    /// for the usual ASCII tags, since every lookup starts here.
    static func lookupKey(forTag tag: String, tagClass: UTTagClass) -> String? {
        enum Scan { case invalid, key(String), slow }
        let scan = tag.utf8.withContiguousStorageIfAvailable { bytes -> Scan in
            guard !bytes.isEmpty, bytes.count <= maximumLength else { return .invalid }
            var upper = false, slashes = 0, beforeSlash = 0, afterSlash = 0
            for byte in bytes {
                switch byte {
                case 0..<0x20, 0x7F: return .invalid
                case 0x80...: return .slow
                case 0x41...0x5A: upper = true
                case UInt8(ascii: "/"): slashes += 1; continue
                case UInt8(ascii: ";"), UInt8(ascii: " "): return .slow
                default: break
                }
                if slashes == 0 { beforeSlash += 1 } else { afterSlash += 1 }
            }
            switch tagClass {
            case .filenameExtension:
                guard slashes == 0 else { return .invalid }
            case .mimeType:
                guard slashes == 1, beforeSlash > 0, afterSlash > 0 else { return .invalid }
            default:
                return .slow
            }
            return .key(upper ? tag.lowercased() : tag)
        } ?? .slow
        switch scan {
        case .invalid: return nil
        case .key(let key): return key
        case .slow:
            switch tagClass {
            case .filenameExtension: return isValidFilenameExtension(tag) ? lowercased(tag) : nil
            case .mimeType: return isValidMIMEType(tag) ? mimeLookupKey(tag) : nil
            default: return isValidTag(tag) && isValidIdentifier(tagClass.rawValue) ? tag : nil
            }
        }
    }

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
        var ascii = true
        for byte in utf8 {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte >= 0x80 { ascii = false }
        }
        return ascii || !tag.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Whether `tag` is a plausible filename extension: a valid tag without a path
    /// separator and without surrounding whitespace.
    static func isValidFilenameExtension(_ tag: String) -> Bool {
        guard isValidTag(tag), !tag.utf8.contains(UInt8(ascii: "/")) else { return false }
        let utf8 = tag.utf8
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80 {
            return first != 0x20 && last != 0x20
        }
        return tag.first.map { !$0.isWhitespace } == true && tag.last.map { !$0.isWhitespace } == true
    }

    /// Whether `tag` is a plausible MIME type: `type/subtype` with optional parameters,
    /// no whitespace in the type or subtype.
    static func isValidMIMEType(_ tag: String) -> Bool {
        guard isValidTag(tag) else { return false }
        if !tag.utf8.contains(UInt8(ascii: ";")) {
            var slashes = 0
            var afterSlash = 0
            var beforeSlash = 0
            for byte in tag.utf8 {
                if byte == UInt8(ascii: "/") { slashes += 1 } else if slashes == 0 { beforeSlash += 1 } else { afterSlash += 1 }
                if byte == 0x20 || byte == 0x09 { return false }
            }
            return slashes == 1 && beforeSlash > 0 && afterSlash > 0 && (tag.utf8.allSatisfy { $0 < 0x80 } || !tag.contains { $0.isWhitespace })
        }
        let essence = tag.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        return !essence.contains { $0.isWhitespace }
    }

    /// The form of a MIME type used as a lookup key: lowercased, parameters kept but
    /// spaces around `;` removed, so that `Text/Plain; charset=UTF-8` finds
    /// `text/plain;charset=utf-8`.
    static func mimeLookupKey(_ mimeType: String) -> String {
        let lowered = lowercased(mimeType)
        guard lowered.utf8.contains(UInt8(ascii: ";")) else { return lowered }
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
