// SPDX-License-Identifier: Apache-2.0
/// A text encoding a `CSVReader` can read: UTF-8, and the legacy encodings spreadsheet
/// exports come in (converted to UTF-8 with glibc's iconv as they are read).
public enum CSVTextEncoding: Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// UTF-8, the default; read as it is, without conversion.
    case utf8
    /// UTF-16, little-endian (picked by an `FF FE` byte-order mark).
    case utf16LittleEndian
    /// UTF-16, big-endian (picked by an `FE FF` byte-order mark).
    case utf16BigEndian
    /// Windows-1252 (Western European; a superset of ISO 8859-1's printable characters).
    case windows1252
    /// Windows-1256 (Arabic, with the Persian and Urdu letters).
    case windows1256
    /// Shift_JIS as Windows writes it (code page 932, with NEC and IBM extensions).
    case shiftJIS
    /// GB18030 (Simplified Chinese; a superset of GBK and GB2312).
    case gb18030

    /// The name glibc's iconv knows the encoding by.
    var iconvName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        case .windows1252: "CP1252"
        case .windows1256: "CP1256"
        case .shiftJIS: "CP932"
        case .gb18030: "GB18030"
        }
    }

    /// The encoding's usual name, for messages.
    public var description: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        case .windows1252: "Windows-1252"
        case .windows1256: "Windows-1256"
        case .shiftJIS: "Shift_JIS (CP932)"
        case .gb18030: "GB18030"
        }
    }

    /// The encoding a byte-order mark at the start of `bytes` names, with the mark's length.
    static func byteOrderMark(in bytes: UnsafeBufferPointer<UInt8>) -> (encoding: CSVTextEncoding, length: Int)? {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { return (.utf8, 3) }
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE { return (.utf16LittleEndian, 2) }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF { return (.utf16BigEndian, 2) }
        return nil
    }
}

extension CSVReader.Options {
    /// Which encoding the input is in.
    public enum InputEncoding: Sendable, Equatable {
        /// This encoding, unless a byte-order mark at the start names UTF-8 or UTF-16.
        case known(CSVTextEncoding)
        /// A byte-order mark's, or else detected from the first block of input: UTF-8 when
        /// it is valid UTF-8, otherwise the likeliest of Windows-1252, Windows-1256,
        /// Shift_JIS (CP932) and GB18030 (see `CSVReader.encoding`). A file whose first
        /// block is plain ASCII reads as UTF-8.
        case detected
    }
}
