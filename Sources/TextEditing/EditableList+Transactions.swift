// SPDX-License-Identifier: Apache-2.0
/// Applying transactions: the decision table of ``EditableList`` as code.
extension EditableList {
    /// Applies `transaction` and reports what changed. On a thrown error nothing changed.
    @discardableResult
    public mutating func apply(_ transaction: EditTransaction<ID>) throws(TextEditingError) -> EditOutcome<ID> {
        var copy = self
        var outcome = EditOutcome<ID>()
        outcome.focusBefore = focusedID
        try copy.perform(transaction, into: &outcome)
        outcome.focusAfter = copy.focusedID
        self = copy
        return outcome
    }

    private mutating func perform(_ transaction: EditTransaction<ID>, into outcome: inout EditOutcome<ID>) throws(TextEditingError) {
        switch transaction {
        case let .edit(id, changes, selectionAfter):
            try userEdit(id, changes: changes, selectionAfter: selectionAfter, into: &outcome)
        case let .select(id, selection):
            let row = try existingRow(id)
            try check(selection, against: row)
            selections[id] = selection
        case let .focus(id):
            if let id { _ = try existingRow(id) }
            focusedID = id
        case let .replaceText(id, text, policy):
            try transform(id, .replace(with: text, policy: policy), into: &outcome)
        case let .transform(id, transformation):
            try transform(id, transformation, into: &outcome)
        case let .submit(id):
            try transform(id, submitTransformation, into: &outcome)
        case let .append(text, focus):
            let id = makeID()
            if row(id) != nil || removedRows[id] != nil { throw .duplicateItem(id: "\(id)") }
            rows.append(EditableRow(id: id, text: text))
            outcome.insertedIDs.append(id)
            if focus == .newRow {
                focusedID = id
                outcome.selectionsToApply[id] = defaultSelection(for: text)
            }
        case .reverse:
            rows.reverse()
            outcome.orderChanged = rows.count > 1
        case let .move(from, to):
            guard rows.indices.contains(from) else { throw .rowIndexOutOfRange(index: from, count: rows.count) }
            guard rows.indices.contains(to) else { throw .rowIndexOutOfRange(index: to, count: rows.count) }
            let row = rows.remove(at: from)
            rows.insert(row, at: to)
            outcome.orderChanged = from != to
        case let .remove(id, permanently):
            try remove(id, permanently: permanently, into: &outcome)
        case let .restore(id, index):
            guard let row = removedRows[id] else { throw .unknownItem(id: "\(id)") }
            guard index >= 0, index <= rows.count else { throw .rowIndexOutOfRange(index: index, count: rows.count + 1) }
            removedRows[id] = nil
            rows.insert(row, at: index)
            outcome.insertedIDs.append(id)
            let restored = restoration.take(for: id, version: row.version) ?? defaultSelection(for: row.text)
            selections[id] = restored
            outcome.selectionsToApply[id] = restored
        case let .rebuild(records):
            try rebuild(from: records, into: &outcome)
        case let .markText(id, from, to):
            let row = try existingRow(id)
            var composition = compositions[id] ?? Composition()
            try composition.mark(from: from, to: to, textLength: row.text.length(in: unit), unit: unit)
            compositions[id] = composition
        case let .commitComposition(id):
            _ = try existingRow(id)
            var composition = compositions[id] ?? Composition()
            let released = try composition.commit()
            compositions[id] = nil
            for transformation in released { try transform(id, transformation, into: &outcome) }
        case let .cancelComposition(id):
            _ = try existingRow(id)
            var composition = compositions[id] ?? Composition()
            let released = try composition.cancel()
            compositions[id] = nil
            for transformation in released { try transform(id, transformation, into: &outcome) }
        }
    }

    private func existingRow(_ id: ID) throws(TextEditingError) -> EditableRow<ID> {
        guard let row = row(id) else { throw .unknownItem(id: "\(id)") }
        return row
    }

    private func check(_ selection: Selection, against row: EditableRow<ID>) throws(TextEditingError) {
        guard selection.unit == unit else { throw .unitMismatch(expected: unit, actual: selection.unit) }
        let length = row.text.length(in: unit)
        guard selection.textLength == length else {
            throw .lengthMismatch(expected: length, actual: selection.textLength, unit: unit)
        }
    }

    /// A user edit: the text changes as typed (no transformation), identity and focus stay,
    /// the selection is the editor's or is mapped.
    private mutating func userEdit(_ id: ID, changes: ChangeSet, selectionAfter: Selection?,
                                   into outcome: inout EditOutcome<ID>) throws(TextEditingError) {
        guard let index = index(of: id) else { throw .unknownItem(id: "\(id)") }
        guard changes.unit == unit else { throw .unitMismatch(expected: unit, actual: changes.unit) }
        let row = rows[index]
        let text = try changes.apply(to: row.text)
        let mapped = try (selections[id] ?? defaultSelection(for: row.text)).mapped(through: changes)
        var updated = row
        updated.text = text
        updated.version = row.version.next
        if let selectionAfter { try check(selectionAfter, against: updated) }
        rows[index] = updated
        selections[id] = selectionAfter ?? mapped
        if var composition = compositions[id] {
            // Edits from the editor during composition are the input method's own: the marked
            // range moves with them.
            _ = composition.noteEdit(changes, fromInputMethod: true)
            compositions[id] = composition
        }
        outcome.textChanges[id] = .init(changes: changes, text: text, version: updated.version, origin: .editor)
    }

    /// A programmatic rewrite under the transformation's caret policy, deferred while an
    /// input method composes in the row. Equal text changes nothing.
    private mutating func transform(_ id: ID, _ transformation: TextTransformation,
                                    into outcome: inout EditOutcome<ID>) throws(TextEditingError) {
        guard let index = index(of: id) else { throw .unknownItem(id: "\(id)") }
        if var composition = compositions[id], composition.deferOrAllow(transformation) {
            compositions[id] = composition
            outcome.deferredTransformations[id, default: []].append(transformation.name)
            return
        }
        let row = rows[index]
        let newText = transformation(row.text)
        guard newText.utf8.elementsEqual(row.text.utf8) == false else { return }
        let edit = try ProgrammaticEdit(replacing: row.text, with: newText,
                                        selection: selections[id] ?? defaultSelection(for: row.text),
                                        policy: transformation.policy)
        var updated = row
        updated.text = newText
        updated.version = row.version.next
        rows[index] = updated
        selections[id] = edit.selection
        let changes = edit.changes
        if let previous = outcome.textChanges[id] {
            // Several rewrites in one transaction (a commit releasing a queue): report them as one.
            let combined = (try? previous.changes.composed(with: changes)) ?? changes
            outcome.textChanges[id] = .init(changes: combined, text: newText, version: updated.version, origin: .program)
        } else {
            outcome.textChanges[id] = .init(changes: changes, text: newText, version: updated.version, origin: .program)
        }
        outcome.selectionsToApply[id] = edit.selection
    }

    private mutating func remove(_ id: ID, permanently: Bool, into outcome: inout EditOutcome<ID>) throws(TextEditingError) {
        if let index = index(of: id) {
            let row = rows.remove(at: index)
            outcome.removedIDs.append(id)
            if focusedID == id { focusedID = nil }
            compositions[id] = nil
            let selection = selections.removeValue(forKey: id)
            if permanently {
                restoration.itemDeleted(id)
            } else {
                removedRows[id] = row
                if let selection { restoration.save(selection, for: id, version: row.version) }
            }
        } else if permanently, removedRows.removeValue(forKey: id) != nil {
            // Purging a row that was already removed for undo.
            restoration.itemDeleted(id)
        } else {
            throw .unknownItem(id: "\(id)")
        }
    }

    private mutating func rebuild(from records: [EditableRecord<ID>], into outcome: inout EditOutcome<ID>) throws(TextEditingError) {
        try checkUniqueIDs(records.compactMap(\.id))
        let oldOrder = ids
        var known: [ID: EditableRow<ID>] = [:]
        for row in rows { known[row.id] = row }
        var newRows: [EditableRow<ID>] = []
        var pendingRewrites: [(ID, String)] = []
        for record in records {
            if let id = record.id, let existing = known[id] ?? removedRows[id] {
                newRows.append(existing)
                if known[id] == nil {
                    removedRows[id] = nil
                    outcome.insertedIDs.append(id)
                }
                if !existing.text.utf8.elementsEqual(record.text.utf8) { pendingRewrites.append((id, record.text)) }
            } else {
                let id = record.id ?? makeID()
                newRows.append(EditableRow(id: id, text: record.text))
                outcome.insertedIDs.append(id)
            }
        }
        try checkUniqueIDs(newRows.map(\.id))
        let surviving = Set(newRows.map(\.id))
        for id in oldOrder where !surviving.contains(id) {
            outcome.removedIDs.append(id)
            selections[id] = nil
            compositions[id] = nil
            restoration.itemDeleted(id)
        }
        if let focused = focusedID, !surviving.contains(focused) { focusedID = nil }
        rows = newRows
        let survivorsBefore = oldOrder.filter { surviving.contains($0) }
        let survivorsAfter = newRows.map(\.id).filter { Set(oldOrder).contains($0) }
        outcome.orderChanged = survivorsBefore != survivorsAfter
        // Restored rows bring their saved selection back if it still describes their text.
        for id in outcome.insertedIDs {
            if let row = row(id), let saved = restoration.take(for: id, version: row.version) {
                selections[id] = saved
                outcome.selectionsToApply[id] = saved
            }
        }
        for (id, text) in pendingRewrites {
            try transform(id, .replace(with: text, policy: .keepLogicalPosition), into: &outcome)
        }
    }
}
