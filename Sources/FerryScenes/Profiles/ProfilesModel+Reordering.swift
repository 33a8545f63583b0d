// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles
import StableCollections

extension ProfilesModel {
    /// Whether the row with `id` may be dragged to another place.
    public func canMove(_ id: UUID) -> Bool {
        !immovableIDs.contains(id)
    }

    /// Marks the row with `id` as movable or not.
    public func setMovable(_ movable: Bool, for id: UUID) {
        if movable { immovableIDs.remove(id) } else { immovableIDs.insert(id) }
    }

    /// Moves the rows at `source` to before the row at `destination` (the count for the
    /// end) and stores the order. Refused, changing nothing, when a moved row cannot move
    /// or the offsets are out of range.
    ///
    /// - Returns: Whether the rows moved.
    @discardableResult
    public func move(fromOffsets source: IndexSet, toOffset destination: Int) -> Bool {
        if let pinned = source.first(where: { profileIDs.indices.contains($0) && !canMove(profileIDs[$0]) }) {
            say(Self.immovableMessage(profiles[pinned].name))
            return false
        }
        guard (0...profileIDs.count).contains(destination), source.allSatisfy(profileIDs.indices.contains) else {
            say(trn("Cannot move: offsets %1$s to %2$d are outside the %3$d profiles.", "Cannot move: offsets %1$s to %2$d are outside the %3$d profiles.",
                    count: profileIDs.count, "\(Array(source))", destination, profileIDs.count))
            return false
        }
        // No rows, or one block moved to where it stands, changes nothing.
        guard let first = source.first, let last = source.last else { return true }
        if last - first + 1 == source.count, (first...last + 1).contains(destination) { return true }
        // The store is told which rows move and the row they now stand before (the first
        // row at or after `destination` that does not move): it writes only their places.
        let block = source.map { profileIDs[$0] }
        let successor = profileIDs.indices[destination...].first { !source.contains($0) }.map { profileIDs[$0] }
        do {
            try store.move(block, before: successor)
        } catch {
            say(tr("Could not store the new order: %1$s", ErrorText.describe(error)))
            return false
        }
        profileIDs.move(fromOffsets: source, toOffset: destination)
        say(trn("Moved %1$d profile(s).", "Moved %1$d profile(s).", count: source.count, source.count))
        return true
    }

    /// The keyboard's reordering (Alt+Up, Alt+Down): moves the row with `id` one place
    /// up (`offset` -1) or down (+1), under the same rule as a drag (a row that cannot
    /// move is refused; others may pass it). At the top or bottom nothing changes.
    ///
    /// - Returns: Whether the row moved.
    @discardableResult
    public func moveByKeyboard(_ id: UUID, by offset: Int) -> Bool {
        guard let index = profileIDs.firstIndex(of: id), offset == -1 || offset == 1,
              profileIDs.indices.contains(index + offset) else { return false }
        return move(fromOffsets: IndexSet(integer: index), toOffset: offset < 0 ? index - 1 : index + 2)
    }

    /// Profiles dropped on the row of `target`: a profile of this list moves there (before
    /// the row, or after it when dropped on its lower half), as the list's own reordering
    /// does; profiles from elsewhere are added as copies (``dropProfiles(_:)``).
    ///
    /// - Returns: Whether the drop did something: `false` for a row dropped on itself, a
    ///   move the list refuses, or nothing dropped.
    @discardableResult
    public func drop(_ dropped: [Profile], onRow target: UUID, lowerHalf: Bool) -> Bool {
        guard let first = dropped.first else { return false }
        if let source = profileIDs.firstIndex(of: first.id), let destination = profileIDs.firstIndex(of: target) {
            guard source != destination else { return false }
            return move(fromOffsets: IndexSet(integer: source), toOffset: destination + (lowerHalf ? 1 : 0))
        }
        dropProfiles(dropped)
        return true
    }
}
