// SPDX-License-Identifier: Apache-2.0
/// Applying a change set to a text, checking it against a text, and inverting it.
extension ChangeSet {
    /// Applies the changes to `text`.
    ///
    /// - Parameter boundary: `.scalar` (default) accepts a change that splits a grapheme
    ///   cluster (a widget may delete a combining mark alone); `.grapheme` rejects it.
    /// - Throws: ``TextEditingError/lengthMismatch(expected:actual:unit:)`` when `text` does
    ///   not have ``oldLength``; ``TextEditingError/splitsScalar(offset:unit:)`` when a change
    ///   starts or ends inside a surrogate pair or UTF-8 sequence;
    ///   ``TextEditingError/splitsGraphemeCluster(offset:unit:)`` with `.grapheme`.
    public func apply(to text: String, boundary: TextBoundary = .scalar) throws(TextEditingError) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var cursor = text.startIndex
        var cursorOffset = 0
        for edit in edits {
            let from = try advance(in: text, from: cursor, by: edit.oldFrom - cursorOffset, reaching: edit.oldFrom, boundary: boundary)
            let to = try advance(in: text, from: from, by: edit.deletedLength, reaching: edit.oldTo, boundary: boundary)
            result += text[cursor..<from]
            result += edit.inserted
            cursor = to
            cursorOffset = edit.oldTo
        }
        let rest = unit.length(of: text[cursor...])
        guard cursorOffset + rest == oldLength else {
            throw .lengthMismatch(expected: oldLength, actual: cursorOffset + rest, unit: unit)
        }
        result += text[cursor...]
        return result
    }

    /// Checks that this change set fits `text`: the length matches and every change
    /// boundary is a boundary of the given kind.
    public func validate(against text: String, boundary: TextBoundary) throws(TextEditingError) {
        var cursor = text.startIndex
        var cursorOffset = 0
        for edit in edits {
            let from = try advance(in: text, from: cursor, by: edit.oldFrom - cursorOffset, reaching: edit.oldFrom, boundary: boundary)
            cursor = try advance(in: text, from: from, by: edit.deletedLength, reaching: edit.oldTo, boundary: boundary)
            cursorOffset = edit.oldTo
        }
        let rest = unit.length(of: text[cursor...])
        guard cursorOffset + rest == oldLength else {
            throw .lengthMismatch(expected: oldLength, actual: cursorOffset + rest, unit: unit)
        }
    }

    /// The change set that undoes this one; `original` is the text this one applies to.
    public func inverted(original: String) throws(TextEditingError) -> ChangeSet {
        var inverse: [Edit] = []
        inverse.reserveCapacity(edits.count)
        var cursor = original.startIndex
        var cursorOffset = 0
        for edit in edits {
            let from = try advance(in: original, from: cursor, by: edit.oldFrom - cursorOffset, reaching: edit.oldFrom, boundary: .scalar)
            let to = try advance(in: original, from: from, by: edit.deletedLength, reaching: edit.oldTo, boundary: .scalar)
            inverse.append(Edit(oldFrom: edit.newFrom, oldTo: edit.newTo, newFrom: edit.oldFrom, newTo: edit.oldTo,
                                inserted: String(original[from..<to])))
            cursor = to
            cursorOffset = edit.oldTo
        }
        let rest = unit.length(of: original[cursor...])
        guard cursorOffset + rest == oldLength else {
            throw .lengthMismatch(expected: oldLength, actual: cursorOffset + rest, unit: unit)
        }
        return ChangeSet(unit: unit, oldLength: newLength, newLength: oldLength, edits: inverse)
    }

    /// Moves `distance` units forward from `start` and checks the landing position.
    func advance(in text: String, from start: String.Index, by distance: Int, reaching offset: Int,
                 boundary: TextBoundary) throws(TextEditingError) -> String.Index {
        let landed: String.Index?
        switch unit {
        case .grapheme: landed = nil // unreachable: change sets are never in graphemes
        case .scalar: landed = text.unicodeScalars.index(start, offsetBy: distance, limitedBy: text.endIndex)
        case .utf16: landed = text.utf16.index(start, offsetBy: distance, limitedBy: text.endIndex)
        case .utf8: landed = text.utf8.index(start, offsetBy: distance, limitedBy: text.endIndex)
        }
        guard let landed else {
            throw .lengthMismatch(expected: oldLength, actual: text.length(in: unit), unit: unit)
        }
        guard landed.samePosition(in: text.unicodeScalars) != nil else {
            throw .splitsScalar(offset: offset, unit: unit)
        }
        if boundary == .grapheme && landed.samePosition(in: text) == nil {
            throw .splitsGraphemeCluster(offset: offset, unit: unit)
        }
        return landed
    }
}
