// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for TransferSessions' CollectionStore: the input is a program of store
// transactions (3 bytes each). After every one, the store must agree with a simple
// reference model (which collection holds which ids, in which order; which moves are in
// flight), refused transactions must leave it unchanged, and its own invariant check
// (enabled here) must pass. Any disagreement traps.
import Foundation
import TransferSessions

private let names: [CollectionName] = ["A", "B", "C"]

private struct Reference {
    var order: [[ItemID]] = [[], [], []]
    var inFlight: [ItemID: UUID] = [:]
    var tickets: [MoveTicket] = []          // pending, in flight or moved by the store
    var moved: [UUID: Int] = [:]            // tickets the store already completed, and where to

    var all: [ItemID] { order.flatMap { $0 } }
    func collection(of id: ItemID) -> Int? { order.firstIndex { $0.contains(id) } }
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("store disagrees with the reference: \(message())") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    StoreInvariantChecking.isEnabled = true
    var store = try! CollectionStore<UInt8>(collections: names)
    var reference = Reference()
    var position = 0
    while position + 3 <= size {
        let op = data[position], a = Int(data[position + 1]), b = Int(data[position + 2])
        position += 3
        let before = store
        let all = reference.all
        let pick: ItemID? = all.isEmpty ? nil : all[a % all.count]
        let target = b % 3
        switch op % 9 {
        case 0, 1: // insert 1...3 values
            let count = a % 3 + 1
            let slot = b / 3 % (reference.order[target].count + 2)
            let index: Int? = slot > reference.order[target].count ? nil : slot
            let ids = try! store.insert((0..<count).map { UInt8(truncatingIfNeeded: $0 + a) }, into: names[target], at: index)
            check(Set(ids).count == count && ids.allSatisfy { !all.contains($0) }, "insert reused an id")
            reference.order[target].insert(contentsOf: ids, at: index ?? reference.order[target].count)
        case 2: // remove
            guard let id = pick else { break }
            do {
                try store.remove(id)
                check(reference.inFlight[id] == nil, "removed an item in flight")
                let from = reference.collection(of: id)!
                reference.order[from].removeAll { $0 == id }
            } catch {
                check(error == .itemInFlight(id, ticket: reference.inFlight[id] ?? UUID()), "remove refused with \(error)")
                check(store == before, "a refused remove changed the store")
            }
        case 3: // one-transaction move
            guard let id = pick else { break }
            let remaining = reference.order[target].filter { $0 != id }.count
            let index = b / 3 % (remaining + 2)
            do {
                try store.move([id], to: names[target], at: index)
                check(reference.inFlight[id] == nil && index <= remaining, "move accepted wrongly")
                let from = reference.collection(of: id)!
                reference.order[from].removeAll { $0 == id }
                reference.order[target].insert(id, at: index)
            } catch {
                check(reference.inFlight[id] != nil || index > remaining, "move refused with \(error)")
                check(store == before, "a refused move changed the store")
            }
        case 4: // begin a session move of one or two items
            guard let id = pick, let from = reference.collection(of: id) else { break }
            var ids = [id]
            if a % 2 == 1, let other = reference.order[from].first(where: { $0 != id }) { ids.append(other) }
            do {
                let ticket = try store.beginMove(ids)
                check(ids.allSatisfy { reference.inFlight[$0] == nil }, "began moving an item in flight")
                check(Set(ticket.items) == Set(ids) && ticket.source == names[from], "wrong ticket")
                check(ticket.items == reference.order[from].filter(Set(ids).contains), "ticket not in source order")
                for id in ids { reference.inFlight[id] = ticket.id }
                reference.tickets.append(ticket)
            } catch {
                check(ids.contains { reference.inFlight[$0] != nil }, "beginMove refused with \(error)")
                check(store == before, "a refused beginMove changed the store")
            }
        case 5: // strategy (a): the store completes a pending move
            guard !reference.tickets.isEmpty else { break }
            let ticket = reference.tickets[a % reference.tickets.count]
            let remaining = reference.order[target].filter { !ticket.items.contains($0) }.count
            let index: Int? = b / 3 % 4 == 0 ? nil : min(b / 12, remaining + 1)
            do {
                try store.completeMove(ticket, into: names[target], at: index)
                check(reference.moved[ticket.id] == nil && (index ?? 0) <= remaining, "completeMove accepted wrongly")
                for order in reference.order.indices { reference.order[order].removeAll { ticket.items.contains($0) } }
                reference.order[target].insert(contentsOf: ticket.items, at: index ?? remaining)
                for id in ticket.items { reference.inFlight[id] = nil }
                reference.moved[ticket.id] = target
            } catch {
                check(reference.moved[ticket.id] != nil || (index ?? 0) > remaining, "completeMove refused with \(error)")
                check(store == before, "a refused completeMove changed the store")
            }
        case 6: // the source's session ends
            guard !reference.tickets.isEmpty else { break }
            let ticket = reference.tickets.remove(at: a % reference.tickets.count)
            let outcomes: [DragOutcome] = [.completed(.move), .completed(.copy), .cancelled, .droppedOutside, .notAccepted(.declined)]
            let outcome = outcomes[b % outcomes.count]
            let settlement = try! store.endMove(ticket, outcome: outcome)
            if let destination = reference.moved.removeValue(forKey: ticket.id) {
                check(settlement == .alreadyMovedByStore(into: names[destination]), "settled a store move as \(settlement)")
            } else if outcome == .completed(.move) {
                check(settlement == .removedFromSource(ticket.items), "settled a completed move as \(settlement)")
                for order in reference.order.indices { reference.order[order].removeAll { ticket.items.contains($0) } }
            } else {
                check(settlement == .keptInSource, "settled \(outcome) as \(settlement)")
            }
            for id in ticket.items where reference.inFlight[id] == ticket.id { reference.inFlight[id] = nil }
            // A ticket settles once: a second end removes nothing.
            let snapshot = store
            check((try? store.endMove(ticket, outcome: .completed(.move))) == nil && store == snapshot, "a ticket settled twice")
        case 7: // update a value in place
            guard let id = pick else { break }
            try! store.update(id, to: UInt8(truncatingIfNeeded: b))
            check(store.item(id)?.value == UInt8(truncatingIfNeeded: b), "update lost")
        default: // requests that must be refused without change
            let stranger = ItemID()
            check((try? store.remove(stranger)) == nil, "removed an unknown id")
            check((try? store.insert([0], into: "nowhere")) == nil, "inserted into an unknown collection")
            check((try? store.insert([0], into: names[target], at: reference.order[target].count + 1 + a)) == nil, "inserted out of range")
            check((try? store.beginMove([])) == nil, "began an empty move")
            check(store == before, "a refused request changed the store")
        }
        for index in names.indices {
            check(store.ids(in: names[index]) == reference.order[index], "collection \(names[index]) differs")
        }
        check(store.count == reference.all.count, "count differs")
        for id in reference.all { check(store.moveTicket(for: id)?.id == reference.inFlight[id], "in-flight state of \(id) differs") }
    }
    return 0
}
