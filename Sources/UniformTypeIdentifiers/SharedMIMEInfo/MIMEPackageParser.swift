// SPDX-License-Identifier: Apache-2.0
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads shared-mime-info XML: source packages (`<mime-info>` documents in
/// `<MIME>/packages/`) and the per-type files `update-mime-database` writes
/// (`<MIME>/<media>/<subtype>.xml`, a `<mime-type>` document).
///
/// It applies the checks `update-mime-database` applies (namespace, valid type names,
/// weights and priorities 0…100, well-formed `<match>` offsets, types and values) but,
/// unlike that tool, which warns and skips, it throws: a typed error with the file, line
/// and column. Elements in other namespaces, unknown elements and `<treemagic>` are
/// ignored.
enum MIMEPackageParser {
    /// The shared-mime-info XML namespace.
    static let namespace = "http://www.freedesktop.org/standards/shared-mime-info"

    /// Parses the source package `data` (read from `file`) into `contents`.
    static func parsePackage(_ data: [UInt8], file: String, into contents: inout MIMEPackageContents) throws(SharedMIMEDatabaseError) {
        let delegate = MIMEPackageParserDelegate(file: file, contents: contents, rootIsType: false)
        try delegate.run(data)
        contents = delegate.contents
    }

    /// Parses a per-type file and returns its type and details.
    static func parseTypeFile(_ data: [UInt8], file: String) throws(SharedMIMEDatabaseError) -> (type: String, details: MIMETypeDetails)? {
        let delegate = MIMEPackageParserDelegate(file: file, contents: MIMEPackageContents(), rootIsType: true)
        try delegate.run(data)
        guard let type = delegate.contents.types.first else { return nil }
        return (type, delegate.contents.details[type] ?? MIMETypeDetails())
    }

    /// Parses every `*.xml` file of a `packages` directory in `update-mime-database`'s
    /// order (by name in byte order, `Override.xml` last). Returns `nil` when the
    /// directory has no such file.
    static func parsePackagesDirectory(_ directory: String) throws(SharedMIMEDatabaseError) -> MIMEPackageContents? {
        var names = MIMEFileReader.entries(of: directory).filter { $0.utf8.count >= 4 && $0.hasSuffix(".xml") }
        guard !names.isEmpty else { return nil }
        let override = names.contains("Override.xml")
        names.removeAll { $0 == "Override.xml" }
        names.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        if override { names.append("Override.xml") }
        var contents = MIMEPackageContents()
        for name in names {
            let path = directory + "/" + name
            guard let data = try MIMEFileReader.readIfPresent(path) else { continue }
            try parsePackage(data, file: path, into: &contents)
        }
        return contents
    }

    /// Whether `name` is a valid MIME type name for a database: `media/subtype`, both
    /// parts non-empty, no second slash, no NUL or whitespace.
    static func isValidTypeName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
            && !name.unicodeScalars.contains { $0.value <= 0x20 || $0 == "\u{7F}" }
            && parts.allSatisfy { $0 != "." && $0 != ".." }
    }
}

// MARK: Document type declarations

extension MIMEPackageParser {
    /// `data` with its `<!DOCTYPE …>` declaration (internal subset included) replaced by
    /// spaces, newlines kept so that line and column numbers stay right.
    ///
    /// swift-corelibs-foundation's `XMLParser` dereferences a null pointer on an
    /// `<!ATTLIST … #IMPLIED>` declaration (its `attributeDecl` callback calls `strlen` on
    /// the absent default value), and `freedesktop.org.xml` itself declares such
    /// attributes. The declarations carry nothing the database needs; an entity they
    /// declared becomes an "undeclared entity" error. An unterminated declaration blanks
    /// the rest of the file, which then fails to parse.
    static func blankingDocumentType(_ data: [UInt8]) -> [UInt8] {
        func starts(_ text: String, at index: Int) -> Bool {
            let pattern = Array(text.utf8)
            return index + pattern.count <= data.count && data[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        func end(of terminator: String, from index: Int) -> Int? {
            var position = index
            while position < data.count {
                if starts(terminator, at: position) { return position + terminator.utf8.count }
                position += 1
            }
            return nil
        }
        var index = 0
        if starts("\u{FEFF}", at: 0) { index = 3 }
        // Walk the prolog: whitespace, the XML declaration, comments, processing instructions.
        while index < data.count {
            let byte = data[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if starts("<?", at: index) {
                guard let next = end(of: "?>", from: index + 2) else { return data }
                index = next
            } else if starts("<!--", at: index) {
                guard let next = end(of: "-->", from: index + 4) else { return data }
                index = next
            } else if starts("<!DOCTYPE", at: index) {
                var position = index + 9
                var quote: UInt8?
                var inSubset = false
                var declarationEnd = data.count
                while position < data.count {
                    let character = data[position]
                    if let open = quote {
                        if character == open { quote = nil }
                    } else if inSubset && starts("<!--", at: position) {
                        position = end(of: "-->", from: position + 4) ?? data.count
                        continue
                    } else if character == UInt8(ascii: "\"") || character == UInt8(ascii: "'") {
                        quote = character
                    } else if character == UInt8(ascii: "[") {
                        inSubset = true
                    } else if character == UInt8(ascii: "]") {
                        inSubset = false
                    } else if character == UInt8(ascii: ">") && !inSubset {
                        declarationEnd = position + 1
                        break
                    }
                    position += 1
                }
                var result = data
                for blank in index..<declarationEnd where result[blank] != 0x0A && result[blank] != 0x0D {
                    result[blank] = 0x20
                }
                return result
            } else {
                return data
            }
        }
        return data
    }
}

// MARK: Value syntax

extension MIMEPackageParser {
    /// `strtoul(text, &end, 0)` that must consume the whole text: `0x` hex, leading `0`
    /// octal, else decimal.
    static func cInteger(_ text: String) -> UInt64? {
        var digits = Substring(text)
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        } else if digits.hasPrefix("0") && digits.count > 1 {
            radix = 8
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        return UInt64(digits, radix: radix)
    }

    static func bytes(of number: UInt64, count: Int, bigEndian: Bool) -> [UInt8] {
        (0..<count).map { index in
            let shift = (bigEndian ? count - index - 1 : index) * 8
            return UInt8(truncatingIfNeeded: number >> UInt64(shift))
        }
    }

    /// The C escapes of `update-mime-database`'s `getstr`: `\n \r \b \t \f \v`, `\` and up
    /// to three octal digits, `\x` and up to two hex digits (`\x` alone is `x`), any other
    /// escaped character stands for itself; a trailing `\` ends the value.
    static func unescape(_ text: String) -> [UInt8] {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        var index = 0
        func hexValue(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        func isOctal(_ position: Int) -> Bool {
            position < input.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(input[position])
        }
        while index < input.count {
            let byte = input[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else { output.append(byte); continue }
            guard index < input.count else { return output }
            let escaped = input[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 where isOctal(index) {
                    value = value << 3 | Int(input[index] - UInt8(ascii: "0"))
                    index += 1
                }
                output.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                guard index < input.count, let high = hexValue(input[index]) else {
                    output.append(UInt8(ascii: "x")); continue
                }
                index += 1
                var value = high
                if index < input.count, let low = hexValue(input[index]) {
                    value = value << 4 | low
                    index += 1
                }
                output.append(UInt8(value))
            default:
                output.append(escaped)
            }
        }
        return output
    }

    /// A string mask: `0x` then hex digits filling the mask from its first byte; missing
    /// trailing digits leave zero bits, as in `update-mime-database`.
    static func stringMask(_ text: String, length: Int) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count >= 2, digits[0] == UInt8(ascii: "0"), digits[1] == UInt8(ascii: "x"), length > 0 else { return nil }
        var mask = [UInt8](repeating: 0, count: length)
        for (nibble, digit) in digits.dropFirst(2).enumerated() {
            guard nibble < length * 2, let value = UInt8(String(UnicodeScalar(digit)), radix: 16) else { return nil }
            mask[nibble / 2] |= nibble % 2 == 0 ? value << 4 : value
        }
        return mask
    }

    /// Lower-cases ASCII letters only, like `g_ascii_strdown`. (Bytes of multi-byte UTF-8
    /// sequences are never ASCII letters, so this works on the encoded bytes.)
    static func asciiLowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
