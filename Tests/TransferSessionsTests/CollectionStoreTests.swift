// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import TransferSessions

@Suite("CollectionStore")
struct CollectionStoreTests {
    init() { StoreInvariantChecking.isEnabled = true }

    private func store() throws -> CollectionStore<String> {
        try CollectionStore(collections: ["A", "B"])
    }

    @Test("inserting (copying) gives each item a new id and one owner, in order")
    func insert() throws {
        var store = try store()
        let first = try store.insert(["x", "y"], into: "A")
        let second = try store.insert(["x"], into: "A")
        #expect(Set(first + second).count == 3)
        #expect(store.values(in: "A") == ["x", "y", "x"])
        #expect(store.ids(in: "A") == first + second)
        #expect((first + second).allSatisfy { store.owner(of: $0) == "A" })
        try store.insert(["front"], into: "A", at: 0)
        #expect(store.values(in: "A") == ["front", "x", "y", "x"])
        #expect(store.invariantViolations().isEmpty)
    }

    @Test("a batch applied in one call is one transaction")
    func oneTransaction() throws {
        var store = try store()
        let before = store.transactionCount
        try store.insert(Array(repeating: "s", count: 1_000), into: "A")
        #expect(store.transactionCount == before + 1)
        #expect(store.count == 1_000)
    }

    @Test("refused transactions are typed errors and change nothing")
    func refusals() throws {
        var store = try store()
        let ids = try store.insert(["x"], into: "A")
        let snapshot = store
        #expect(throws: CollectionStoreError.unknownCollection("C")) { try store.insert(["y"], into: "C") }
        #expect(throws: CollectionStoreError.indexOutOfRange(index: 5, collection: "A", count: 1)) { try store.insert(["y"], into: "A", at: 5) }
        let stranger = ItemID()
        #expect(throws: CollectionStoreError.unknownItem(stranger)) { try store.remove(stranger) }
        #expect(throws: CollectionStoreError.duplicateItem(ids[0])) { try store.move([ids[0], ids[0]], to: "B") }
        #expect(throws: CollectionStoreError.emptyMove) { try store.move([], to: "B") }
        #expect(throws: CollectionStoreError.unknownCollection("C")) { try store.move(ids, to: "C") }
        #expect(throws: CollectionStoreError.duplicateCollection("A")) { try store.addCollection("A") }
        #expect(store == snapshot)
    }

    @Test("update and remove keep the other items and their ids")
    func updateRemove() throws {
        var store = try store()
        let ids = try store.insert(["x", "y", "z"], into: "A")
        try store.update(ids[1], to: "Y")
        #expect(store.item(ids[1]) == StoredItem(id: ids[1], value: "Y"))
        let removed = try store.remove(ids[0])
        #expect(removed == StoredItem(id: ids[0], value: "x"))
        #expect(store.ids(in: "A") == [ids[1], ids[2]])
        #expect(store.owner(of: ids[0]) == nil)
    }

    @Test("a one-transaction move keeps ids and leaves each item in exactly one collection")
    func move() throws {
        var store = try store()
        let a = try store.insert(["a0", "a1", "a2"], into: "A")
        let b = try store.insert(["b0"], into: "B")
        try store.move([a[2], a[0]], to: "B", at: 0)
        #expect(store.ids(in: "A") == [a[1]])
        #expect(store.ids(in: "B") == [a[2], a[0], b[0]])
        #expect(store.owner(of: a[0]) == "B")
        #expect(store.count == 4)
        // Reordering within a collection: positions count after the moving items left.
        try store.move([b[0]], to: "B", at: 0)
        #expect(store.ids(in: "B") == [b[0], a[2], a[0]])
    }

    @Test("strategy (a): the store moves in one transaction; the source's end of session removes nothing")
    func storeTransactionMove() throws {
        var store = try store()
        let ids = try store.insert(["x", "y"], into: "A")
        let ticket = try store.beginMove([ids[0]])
        #expect(store.values(in: "A") == ["x", "y"])
        #expect(store.moveTicket(for: ids[0]) == ticket)
        try store.completeMove(ticket, into: "B")
        #expect(store.ids(in: "B") == [ids[0]])
        #expect(throws: CollectionStoreError.moveAlreadyCompleted(ticket.id, into: "B")) { try store.completeMove(ticket, into: "A") }
        #expect(try store.endMove(ticket, outcome: .completed(.move)) == .alreadyMovedByStore(into: "B"))
        #expect(store.ids(in: "A") == [ids[1]])
        #expect(store.ids(in: "B") == [ids[0]])
        #expect(throws: CollectionStoreError.unknownMoveTicket(ticket.id)) { try store.endMove(ticket, outcome: .completed(.move)) }
        #expect(store.count == 2)
    }

    @Test("strategy (b): the destination inserts, the source removes only after a completed move, once")
    func insertThenRemove() throws {
        var store = try store()
        let ids = try store.insert(["x"], into: "A")
        let ticket = try store.beginMove(ids)
        let copies = try store.insert(["x"], into: "B")
        #expect(store.owner(of: ids[0]) == "A") // still the source's until the session says so
        #expect(try store.endMove(ticket, outcome: .completed(.move)) == .removedFromSource(ids))
        #expect(store.ids(in: "A").isEmpty)
        #expect(store.ids(in: "B") == copies)
        // A second report of the same session cannot remove anything again.
        #expect(throws: CollectionStoreError.unknownMoveTicket(ticket.id)) { try store.endMove(ticket, outcome: .completed(.move)) }
        #expect(store.ids(in: "B") == copies)
    }

    @Test("items in flight cannot be removed or moved except by their ticket")
    func inFlightProtected() throws {
        var store = try store()
        let ids = try store.insert(["x", "y"], into: "A")
        let ticket = try store.beginMove([ids[0]])
        #expect(throws: CollectionStoreError.itemInFlight(ids[0], ticket: ticket.id)) { try store.remove(ids[0]) }
        #expect(throws: CollectionStoreError.itemInFlight(ids[0], ticket: ticket.id)) { try store.move([ids[0]], to: "B") }
        #expect(throws: CollectionStoreError.itemInFlight(ids[0], ticket: ticket.id)) { try store.beginMove([ids[0]]) }
        try store.update(ids[0], to: "X") // editing is not removing
        #expect(try store.endMove(ticket, outcome: .cancelled) == .keptInSource)
        #expect(store.values(in: "A") == ["X", "y"])
        try store.remove(ids[0])
    }

    @Test("a session that does not complete a move keeps the items where they were")
    func notCompleted() throws {
        for outcome: DragOutcome in [.cancelled, .droppedOutside, .completed(.copy), .notAccepted(.declined)] {
            var store = try store()
            let ids = try store.insert(["x"], into: "A")
            let before = store
            let ticket = try store.beginMove(ids)
            #expect(try store.endMove(ticket, outcome: outcome) == .keptInSource)
            #expect(store == before)
        }
    }

    @Test("one session move takes items from one collection only")
    func mixedSources() throws {
        var store = try store()
        let a = try store.insert(["a"], into: "A")
        let b = try store.insert(["b"], into: "B")
        #expect(throws: CollectionStoreError.mixedSources(b[0], expected: "A", found: "B")) { try store.beginMove([a[0], b[0]]) }
        #expect(store.moveTickets.isEmpty)
    }

    @Test("the invariant check finds an id owned twice, a wrong owner and a broken move")
    func invariantCheckDetects() throws {
        var store = try store()
        let ids = try store.insert(["x"], into: "A")
        var twice = store
        twice.collections["B"]!.insert(contentsOf: [StoredItem(id: ids[0], value: "x")], at: 0)
        #expect(twice.invariantViolations().contains(.ownedMoreThanOnce(ids[0], collections: ["A", "B"])))
        var wrongOwner = store
        wrongOwner.owners[ids[0]] = wrongOwner.ownerPosition(of: "B")
        #expect(wrongOwner.invariantViolations() == [.ownerMismatch(ids[0], recorded: "B", holder: "A")])
        var brokenMove = store
        let ticket = try brokenMove.beginMove(ids)
        brokenMove.inFlight[ids[0]] = nil
        #expect(brokenMove.invariantViolations() == [.inconsistentMove(ticket.id, item: ids[0])])
        #expect(store.invariantViolations().isEmpty)
    }

    @Test("10,000 random transactions keep every id owned exactly once, matching a reference model")
    func randomTransactions() throws {
        var generator = SplitMix64(seed: 0xFE22)
        var store = try CollectionStore<Int>(collections: ["A", "B", "C"])
        let names: [CollectionName] = ["A", "B", "C"]
        var reference: [ItemID: CollectionName] = [:]
        var tickets: [MoveTicket] = []          // in flight
        var movedTickets: [MoveTicket] = []     // completed by the store, awaiting the session's end
        for step in 0..<10_000 {
            let all = Array(reference.keys)
            let roll = generator.next() % 7
            switch roll {
            case _ where roll <= 1 && reference.count < 64: // keep the store small so debug runs stay fast
                let name = names[Int(generator.next() % 3)]
                for id in try store.insert([step, step + 1], into: name) { reference[id] = name }
            case _ where roll <= 2 && !all.isEmpty:
                let id = all[Int(generator.next() % UInt64(all.count))]
                if store.moveTicket(for: id) == nil { try store.remove(id); reference[id] = nil }
            case 3 where !all.isEmpty:
                let id = all[Int(generator.next() % UInt64(all.count))]
                let name = names[Int(generator.next() % 3)]
                if store.moveTicket(for: id) == nil { try store.move([id], to: name, at: 0); reference[id] = name }
            case 4 where !all.isEmpty:
                let id = all[Int(generator.next() % UInt64(all.count))]
                if store.moveTicket(for: id) == nil { tickets.append(try store.beginMove([id])) }
            case 5 where !tickets.isEmpty:
                let ticket = tickets.removeFirst()
                let name = names[Int(generator.next() % 3)]
                try store.completeMove(ticket, into: name)
                reference[ticket.items[0]] = name
                movedTickets.append(ticket)
            case 6 where !tickets.isEmpty || !movedTickets.isEmpty:
                let ticket = movedTickets.isEmpty || (!tickets.isEmpty && generator.next() % 2 == 0) ? tickets.removeFirst() : movedTickets.removeFirst()
                let outcome: DragOutcome = generator.next() % 2 == 0 ? .completed(.move) : .cancelled
                if case .removedFromSource(let removed) = try store.endMove(ticket, outcome: outcome) {
                    for id in removed { reference[id] = nil }
                }
            default:
                break
            }
            let violations = store.invariantViolations()
            if !violations.isEmpty {
                Issue.record("after step \(step): \(violations)")
                break
            }
        }
        #expect(store.count == reference.count)
        for (id, name) in reference { #expect(store.owner(of: id) == name) }
        #expect(names.map { store.ids(in: $0).count }.reduce(0, +) == reference.count)
    }
}
