// SPDX-License-Identifier: Apache-2.0
/// Ferry's encoding of dynamic type identifiers.
///
/// A dynamic type stands for a tag no declaration claims. Its identifier is `dyn.ah`
/// followed by the base-32 form (RFC 4648 alphabet, lower case, no padding) of
/// `<tag class>\u{1F}<tag>\u{1F}<supertype identifier>`, so `UTType(_:)` can rebuild the
/// type, tag and conformance from the identifier alone. The encoding is Ferry's own:
/// Apple's `dyn.` identifiers are not meant to be decoded by anyone but the system.
enum DynamicTypeIdentifier {
    static let prefix = "dyn.ah"
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)
    private static let separator: UInt8 = 0x1F

    struct Payload: Equatable {
        var tagClass: UTTagClass
        var tag: String
        var supertype: String
    }

    static func encode(_ payload: Payload) -> String {
        var bytes = Array(payload.tagClass.rawValue.utf8)
        bytes.append(separator)
        bytes.append(contentsOf: payload.tag.utf8)
        bytes.append(separator)
        bytes.append(contentsOf: payload.supertype.utf8)
        var output = prefix.utf8.map { $0 }
        output.reserveCapacity(output.count + bytes.count * 8 / 5 + 1)
        var buffer: UInt32 = 0
        var bitCount = 0
        for byte in bytes {
            buffer = (buffer << 8) | UInt32(byte)
            bitCount += 8
            while bitCount >= 5 {
                bitCount -= 5
                output.append(alphabet[Int((buffer >> UInt32(bitCount)) & 31)])
            }
        }
        if bitCount > 0 {
            output.append(alphabet[Int((buffer << UInt32(5 - bitCount)) & 31)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The payload of a `dyn.ah…` identifier, or `nil` when it is not one Ferry made.
    static func decode(_ identifier: String) -> Payload? {
        let lowered = identifier.lowercased()
        guard lowered.hasPrefix(prefix) else { return nil }
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bitCount = 0
        for character in lowered.utf8.dropFirst(prefix.utf8.count) {
            let value: UInt8
            switch character {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = character - UInt8(ascii: "a")
            case UInt8(ascii: "2")...UInt8(ascii: "7"): value = character - UInt8(ascii: "2") + 26
            default: return nil
            }
            buffer = (buffer << 5) | UInt32(value)
            bitCount += 5
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8((buffer >> UInt32(bitCount)) & 0xFF))
            }
        }
        let parts = bytes.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3,
              let tagClass = String(validating: parts[0], as: UTF8.self),
              let tag = String(validating: parts[1], as: UTF8.self),
              let supertype = String(validating: parts[2], as: UTF8.self),
              !tagClass.isEmpty, TypeIdentifierSyntax.isValidTag(tag),
              TypeIdentifierSyntax.isValidIdentifier(supertype)
        else { return nil }
        return Payload(tagClass: UTTagClass(rawValue: tagClass), tag: tag, supertype: supertype)
    }
}
