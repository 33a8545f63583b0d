// SPDX-License-Identifier: Apache-2.0
/// The positions a conversion may produce.
public enum TextBoundary: Hashable, Sendable {
    /// Only grapheme cluster boundaries: never inside a user-perceived character. The
    /// default everywhere a caret or selection is produced.
    case grapheme
    /// Any Unicode scalar boundary: never inside a surrogate pair or a UTF-8 sequence, but
    /// possibly between a base letter and its combining mark. Used to apply edits reported by
    /// a widget, which may delete one scalar of a cluster.
    case scalar
}
