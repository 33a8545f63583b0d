// SPDX-License-Identifier: Apache-2.0
/// Whether mapping a position should report that its surroundings were deleted (after
/// CodeMirror's `MapMode`).
public enum MapMode: Hashable, Sendable {
    /// Always produce a position, even when the text around it was deleted.
    case simple
    /// Report deletion when a deletion spans the position (text on both sides removed).
    case trackDeletion
    /// Report deletion when the character before the position was deleted.
    case trackBefore
    /// Report deletion when the character after the position was deleted.
    case trackAfter
}
