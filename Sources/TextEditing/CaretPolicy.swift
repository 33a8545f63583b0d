// SPDX-License-Identifier: Apache-2.0
/// What happens to the selection when the app replaces an editor's whole text.
///
/// Clamping the old offsets to the new length is never one of them: a stale selection is
/// not a numeric bookmark.
public enum CaretPolicy: Hashable, Sendable, CaseIterable {
    /// Compute the minimal edit between the old and the new text
    /// (``ChangeSet/minimalEdit(from:to:unit:maximumDifferences:)``) and map the selection
    /// through it (table in `Selection+Mapping.swift`). Text inserted before the caret pushes
    /// it, text inserted exactly at it goes after it (unless its affinity is `.after`).
    ///
    /// Overlap with the selection: an insertion point strictly inside replaced text moves to
    /// the replacement's start (affinity `.before`) or end (`.after`); a selected range keeps
    /// only its unreplaced part, and collapses to an insertion point at the end of the
    /// replacement when the replacement covers it entirely.
    ///
    /// Example: "Blue tile" with the caret at 4 becomes "Soft Blue tile" with the caret at 9.
    case keepLogicalPosition
    /// Select the changed text: one range from the start of the first change to the end of
    /// the last in the new text (an insertion point where text was only deleted). When the
    /// texts are equal the selection is kept.
    case selectReplacement
    /// An insertion point at the end of the new text.
    case moveToEnd
}
