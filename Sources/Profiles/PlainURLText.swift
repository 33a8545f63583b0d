// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Recognises, over bytes and without Foundation, the URLs profile files usually have:
/// `file:///` followed by a path, or `http://` / `https://` followed by a host name, an
/// optional port and an optional path, where the path holds only characters RFC 3986
/// allows in one (letters, digits, `-._~!$&'()*+,;=:@/` and `%` with two hexadecimal
/// digits). Foundation parses every such text into a URL with a scheme, unchanged, so a
/// decoder can accept it now and leave the parse for later (``DeferredURL``).
enum PlainURLText {
    /// Whether `bytes` is a plain `file`, `http` or `https` URL.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index: Int
        if hasPrefix("file:///", base, count) {
            index = 8
        } else {
            if hasPrefix("http://", base, count) {
                index = 7
            } else if hasPrefix("https://", base, count) {
                index = 8
            } else {
                return false
            }
            // host: letters, digits, `-` and `.`, at least one
            let hostStart = index
            while index < count, isHostByte(base[index]) { index += 1 }
            guard index > hostStart else { return false }
            if index < count, base[index] == UInt8(ascii: ":") {
                index += 1
                let portStart = index
                while index < count, base[index] &- UInt8(ascii: "0") < 10 { index += 1 }
                guard index > portStart else { return false }
            }
            if index == count { return true }
            guard base[index] == UInt8(ascii: "/") else { return false }
        }
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < count, isHexDigit(base[index + 1]), isHexDigit(base[index + 2]) else { return false }
                index += 3
                continue
            }
            guard isPathByte(byte) else { return false }
            index += 1
        }
        return true
    }

    private static func hasPrefix(_ prefix: StaticString, _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let length = prefix.utf8CodeUnitCount
        return count >= length && memcmp(base, prefix.utf8Start, length) == 0
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    /// Unreserved, sub-delimiters, `:`, `@` and `/` (RFC 3986 `pchar` and `/`).
    private static func isPathByte(_ byte: UInt8) -> Bool {
        if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
             UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }
}
