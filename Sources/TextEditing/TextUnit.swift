// SPDX-License-Identifier: Apache-2.0
/// The unit an integer text offset counts in.
///
/// Every offset in this module travels with its unit; nothing is "just an Int". GTK's
/// editables count Unicode scalars ("characters" in GLib), GtkTextBuffer line indexes
/// count UTF-8 bytes, `NSRange` and NSTextView count UTF-16 code units, and people count
/// grapheme clusters (Swift `Character`s).
public enum TextUnit: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Extended grapheme clusters: Swift `Character`s, what a user perceives as one character.
    case grapheme
    /// Unicode scalars (code points). GTK editables count in this unit.
    case scalar
    /// UTF-16 code units. `NSRange` and NSTextView count in this unit.
    case utf16
    /// UTF-8 code units (bytes). GtkTextBuffer byte indexes count in this unit.
    case utf8

    /// Whether lengths in this unit add up under concatenation.
    ///
    /// Grapheme counts do not: "e" (1) followed by U+0301 (1) is "é" (1). Change sets
    /// therefore only accept additive units (scalar, UTF-16, UTF-8).
    public var isAdditive: Bool { self != .grapheme }

    public var description: String {
        switch self {
        case .grapheme: "grapheme"
        case .scalar: "scalar"
        case .utf16: "UTF-16"
        case .utf8: "UTF-8"
        }
    }

    /// The length of `text` in this unit.
    public func length<S: StringProtocol>(of text: S) -> Int {
        switch self {
        case .grapheme: text.count
        case .scalar: text.unicodeScalars.count
        case .utf16: text.utf16.count
        case .utf8: text.utf8.count
        }
    }

    /// The length of one Unicode scalar in this unit (graphemes count as 0 here: a scalar
    /// alone does not tell whether it starts a new cluster).
    @inlinable
    public func width(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .grapheme: 0
        case .scalar: 1
        case .utf16: scalar.value > 0xFFFF ? 2 : 1
        case .utf8: scalar.value < 0x80 ? 1 : scalar.value < 0x800 ? 2 : scalar.value < 0x10000 ? 3 : 4
        }
    }
}
