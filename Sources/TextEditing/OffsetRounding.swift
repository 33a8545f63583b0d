// SPDX-License-Identifier: Apache-2.0
/// Which way an offset that falls inside an indivisible piece of text is moved.
///
/// The documented rule for every conversion in this module: a position that would land
/// inside a grapheme cluster (or, with ``TextBoundary/scalar``, inside a surrogate pair or a
/// multi-byte UTF-8 sequence) is moved to the start (`down`) or the end (`up`) of that
/// piece, and the move is reported in a ``Rounded`` value. Positions on a boundary are
/// never moved.
public enum OffsetRounding: Hashable, Sendable {
    /// Move to the start of the enclosing piece (towards the text's start).
    case down
    /// Move to the end of the enclosing piece (towards the text's end).
    case up
}
