// SPDX-License-Identifier: Apache-2.0
/// Input-method composition (marked, or preedit, text) of one editor.
///
/// While a composition is active the app's own transformations of the text are deferred:
/// ``deferOrAllow(_:)`` queues them, and ``commit()`` or ``cancel()`` hand them back, in
/// order, to be run on the text as it is then. Both endings release the queue: the
/// transformations were only waiting for the input method, not tied to its result.
///
/// The marked range counts in the editor's unit. It may be empty: GTK keeps preedit text
/// outside the buffer, at the caret, whereas AppKit stores marked text in the text itself.
public struct Composition: Sendable {
    /// The marked text's range, or nil when no composition is active.
    public private(set) var markedRange: ClosedOpenRange?
    /// Transformations waiting for the composition to end, oldest first.
    public private(set) var deferred: [TextTransformation] = []

    /// No composition.
    public init() {}

    /// True while an input method composes.
    public var isActive: Bool { markedRange != nil }

    /// Starts a composition, or updates its marked range, in a text of `textLength` (in `unit`).
    ///
    /// - Throws: ``TextEditingError/offsetOutOfBounds(offset:length:unit:)`` for an end
    ///   outside the text; ``TextEditingError/negativeLength(from:to:unit:)`` for a reversed range.
    public mutating func mark(from: Int, to: Int, textLength: Int, unit: TextUnit) throws(TextEditingError) {
        guard from >= 0, from <= textLength else { throw .offsetOutOfBounds(offset: from, length: textLength, unit: unit) }
        guard to >= from else { throw .negativeLength(from: from, to: to, unit: unit) }
        guard to <= textLength else { throw .offsetOutOfBounds(offset: to, length: textLength, unit: unit) }
        markedRange = ClosedOpenRange(from: from, to: to)
    }

    /// Defers `transformation` while composing. Returns true when it was deferred, false
    /// when it may run now.
    public mutating func deferOrAllow(_ transformation: TextTransformation) -> Bool {
        guard isActive else { return false }
        deferred.append(transformation)
        return true
    }

    /// What an edit from outside the input method did to the composition.
    public enum EditEffect: Hashable, Sendable {
        /// No composition was active.
        case inactive
        /// The edit did not touch the marked text; the range was mapped and kept.
        case kept
        /// The edit removed marked text or inserted inside it: the composition was
        /// cancelled. The deferred transformations are returned by ``cancel()`` semantics.
        case cancelled
    }

    /// Accounts for an edit of the text while composing.
    ///
    /// An edit from the input method itself (`fromInputMethod`, for example a commit
    /// inserting text at a GTK preedit position) moves the marked range with it. Any other
    /// edit that leaves the marked text alone keeps the composition, with the range mapped
    /// (text inserted at its edges stays outside); one that deletes marked text or inserts
    /// strictly inside it ends the composition as a cancel would, and the caller then runs
    /// ``takeDeferred()``.
    public mutating func noteEdit(_ changes: ChangeSet, fromInputMethod: Bool) -> EditEffect {
        guard let marked = markedRange else { return .inactive }
        let touches = !fromInputMethod && changes.edits.contains { edit in
            let removesMarked = edit.oldFrom < marked.to && edit.oldTo > marked.from
            let insertsInside = marked.from < edit.oldFrom && edit.oldFrom < marked.to
            let spansEmptyMark = marked.from == marked.to && edit.oldFrom < marked.from && edit.oldTo > marked.from
            return removesMarked || insertsInside || spansEmptyMark
        }
        if touches {
            markedRange = nil
            return .cancelled
        }
        if marked.from == marked.to {
            let position = changes.mapResultUnchecked(marked.from, association: .after).position
            markedRange = ClosedOpenRange(from: position, to: position)
        } else {
            let from = changes.mapResultUnchecked(marked.from, association: .after).position
            let to = changes.mapResultUnchecked(marked.to, association: .before).position
            markedRange = ClosedOpenRange(from: min(from, to), to: max(from, to))
        }
        return .kept
    }

    /// Ends the composition, keeping the composed text. Returns the deferred
    /// transformations to run now.
    public mutating func commit() throws(TextEditingError) -> [TextTransformation] {
        guard isActive else { throw .noActiveComposition }
        markedRange = nil
        return takeDeferred()
    }

    /// Ends the composition, discarding the marked text (the widget removes it). Returns the
    /// deferred transformations to run now.
    public mutating func cancel() throws(TextEditingError) -> [TextTransformation] {
        guard isActive else { throw .noActiveComposition }
        markedRange = nil
        return takeDeferred()
    }

    /// Empties and returns the queue of deferred transformations.
    public mutating func takeDeferred() -> [TextTransformation] {
        defer { deferred = [] }
        return deferred
    }
}
