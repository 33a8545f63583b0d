// SPDX-License-Identifier: Apache-2.0
extension IdentifiedList {
    /// Rebuilds the list from stored records: a record that carries an id keeps it, and a
    /// new id is minted only for a record that has none.
    ///
    /// Rebuilding never renumbers: an element whose record was stored with id `x` comes
    /// back with id `x`, wherever it now sits. Move-disabled marks are kept for ids that
    /// survive and dropped for ids that are gone. On error the list is unchanged.
    ///
    /// - Parameters:
    ///   - records: the stored records, in the order the list should take.
    ///   - storedID: the id a record was stored with, or `nil` for a record that is new.
    ///   - mintID: makes an id for a new record (for example `UUID.init`); called only for
    ///     records without a stored id, in record order.
    ///   - makeElement: builds the element for a record and the id it must carry.
    /// - Throws: ``IdentifiedListError/duplicateID(_:existingOffset:rejectedOffset:)``
    ///   when two records carry the same stored id (offsets count records);
    ///   ``IdentifiedListError/mintedDuplicateID(_:recordOffset:)`` when a minted id is
    ///   already taken; ``IdentifiedListError/idChanged(from:to:)`` when `makeElement`
    ///   built an element whose id differs from the one it was given.
    public mutating func rebuild<Records: Sequence>(
        from records: Records,
        storedID: (Records.Element) -> ID?,
        mintID: () -> ID,
        makeElement: (Records.Element, ID) -> Element
    ) throws(IdentifiedListError<ID>) {
        let records = Array(records)
        var recordOffsetsByID: [ID: Int] = [:]
        recordOffsetsByID.reserveCapacity(records.count)
        let storedIDs: [ID?] = records.map(storedID)
        for (recordOffset, id) in storedIDs.enumerated() {
            guard let id else { continue }
            if let earlier = recordOffsetsByID.updateValue(recordOffset, forKey: id) {
                throw .duplicateID(id, existingOffset: earlier, rejectedOffset: recordOffset)
            }
        }
        var assignedIDs: [ID] = []
        assignedIDs.reserveCapacity(records.count)
        for (recordOffset, stored) in storedIDs.enumerated() {
            if let stored {
                assignedIDs.append(stored)
                continue
            }
            let minted = mintID()
            guard recordOffsetsByID.updateValue(recordOffset, forKey: minted) == nil else {
                throw .mintedDuplicateID(minted, recordOffset: recordOffset)
            }
            assignedIDs.append(minted)
        }
        var rebuilt: [Element] = []
        rebuilt.reserveCapacity(records.count)
        for (record, id) in zip(records, assignedIDs) {
            let element = makeElement(record, id)
            let builtID = identify(element)
            guard builtID == id else { throw .idChanged(from: id, to: builtID) }
            rebuilt.append(element)
        }
        elements = rebuilt
        offsetsByID = recordOffsetsByID
        moveDisabledIDs = moveDisabledIDs.filter { recordOffsetsByID[$0] != nil }
    }
}
