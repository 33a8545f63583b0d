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
                if owners[item.id] != name {
                    violations.append(.ownerMismatch(item.id, recorded: owners[item.id], holder: name))
                }
            }
        }
        for (id, recorded) in owners where holder[id] == nil {
            violations.append(.ownerMismatch(id, recorded: recorded, holder: nil))
        }
        for (id, ticketID) in inFlight {
            guard let pending = pendingMoves[ticketID], pending.state == .inFlight, pending.ticket.items.contains(id) else {
                violations.append(.inconsistentMove(ticketID, item: id))
                continue
            }
        }
        for pending in pendingMoves.values where pending.state == .inFlight {
            for id in pending.ticket.items where inFlight[id] != pending.ticket.id || owners[id] != pending.ticket.source {
                violations.append(.inconsistentMove(pending.ticket.id, item: id))
            }
        }
        return violations
    }
}
