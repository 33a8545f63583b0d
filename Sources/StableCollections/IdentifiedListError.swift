// SPDX-License-Identifier: Apache-2.0
/// What went wrong when changing an ``IdentifiedList``.
///
/// Every case names the id or offset at fault, so a message can point at the record.
public enum IdentifiedListError<ID: Hashable & Sendable>: Error, CustomStringConvertible, Equatable {
    /// An element's id is already used by another element.
    ///
    /// `existingOffset` is where the id already lives (in the list, or in the batch or
    /// records being read); `rejectedOffset` is the offset of the element that was refused,
    /// counted in the input that was being added.
    case duplicateID(ID, existingOffset: Int, rejectedOffset: Int)
    /// No element has this id.
    case unknownID(ID)
    /// An offset lies outside `0..<count`.
    case offsetOutOfRange(offset: Int, count: Int)
    /// A destination (an insertion point) lies outside `0...count`.
    case destinationOutOfRange(destination: Int, count: Int)
    /// An update would have changed an element's id, which is immutable.
    case idChanged(from: ID, to: ID)
    /// A freshly minted id was already taken by a stored record or an earlier mint.
    case mintedDuplicateID(ID, recordOffset: Int)

    /// A sentence saying what was wrong and where.
    public var description: String {
        switch self {
        case let .duplicateID(id, existingOffset, rejectedOffset):
            "duplicate id \(id): already used at offset \(existingOffset), rejected at offset \(rejectedOffset)"
        case let .unknownID(id):
            "unknown id \(id): no element has this id"
        case let .offsetOutOfRange(offset, count):
            "offset \(offset) is out of range: valid offsets are 0..<\(count)"
        case let .destinationOutOfRange(destination, count):
            "destination \(destination) is out of range: valid destinations are 0...\(count)"
        case let .idChanged(from, to):
            "id \(from) cannot change to \(to): ids are immutable"
        case let .mintedDuplicateID(id, recordOffset):
            "minted id \(id) for the record at offset \(recordOffset) is already in use"
        }
    }
}
