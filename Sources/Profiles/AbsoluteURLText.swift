// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Reads the absolute URLs of profile files (the CSV's `video` and `portrait` columns, the
/// store's file references) from text.
enum AbsoluteURLText {
    /// The URL `text` holds when Foundation parses it and it has a scheme, else `nil`.
    ///
    /// Asking a parsed `URL` for its `scheme` builds a new string (about 100 ns, a third of
    /// the parse), so it is asked only when the text does not visibly start with one: a
    /// scheme (a letter, then letters, digits, `+`, `-` or `.`) followed by a colon is
    /// always the parsed URL's scheme.
    static func parse(_ text: String) -> URL? {
        guard let url = URL(string: text) else { return nil }
        return startsWithScheme(text) || url.scheme != nil ? url : nil
    }

    /// Whether `text` starts with a URL scheme and a colon (RFC 3986, section 3.1).
    static func startsWithScheme(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next(), (first | 0x20) &- UInt8(ascii: "a") < 26 else { return false }
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: ":"): return true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                continue
            default:
                return false
            }
        }
        return false
    }
}
