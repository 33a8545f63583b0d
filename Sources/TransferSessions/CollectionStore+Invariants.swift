// SPDX-License-Identifier: Apache-2.0
extension CollectionStore {
    /// What is wrong with the store's bookkeeping; empty when every id is owned exactly
    /// once and every move in flight is consistent. Checked after every transaction when
    /// ``StoreInvariantChecking/isEnabled``.
    public func invariantViolations() -> [StoreInvariantViolation] {
        var violations: [StoreInvariantViolation] = []
        if Set(collectionNames) != Set(collections.keys) || Set(collectionNames).count != collectionNames.count {
            violations.append(.collectionListMismatch(names: collectionNames.map(\.rawValue), stored: collections.keys.map(\.rawValue).sorted()))
        }
        var holder: [ItemID: CollectionName] = [:]
        holder.reserveCapacity(owners.count)
        for name in collectionNames {
            for item in collections[name] ?? OrderedItems() {
                if let other = holder.updateValue(name, forKey: item.id) {
                    violations.append(.ownedMoreThanOnce(item.id, collections: [other, name]))
                }
                if owner(of: item.id) != name {
                    violations.append(.ownerMismatch(item.id, recorded: owner(of: item.id), holder: name))
                }
            }
        }
        for id in owners.keys where holder[id] == nil {
            violations.append(.ownerMismatch(id, recorded: owner(of: id), holder: nil))
        }
        for (id, ticketID) in inFlight {
            guard let pending = pendingMoves[ticketID], pending.state == .inFlight, pending.ticket.items.contains(id) else {
                violations.append(.inconsistentMove(ticketID, item: id))
                continue
            }
        }
        for pending in pendingMoves.values where pending.state == .inFlight {
            for id in pending.ticket.items where inFlight[id] != pending.ticket.id || owner(of: id) != pending.ticket.source {
                violations.append(.inconsistentMove(pending.ticket.id, item: id))
            }
        }
        return violations
    }
}
