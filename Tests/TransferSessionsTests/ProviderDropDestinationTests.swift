// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import TransferSessions

@MainActor
@Suite("ProviderDropDestination")
struct ProviderDropDestinationTests {
    @Test("accepts drags offering one of its content types, by conformance")
    func acceptance() throws {
        let textOnly = ProviderDropDestination(of: [.plainText]) { _ in .finished(.declined) }
        let session = DragSession(items: [ItemProvider(TestProfile(name: "n", bio: "b"))], allowedOperations: [.copy])
        try session.move(to: .zero, over: textOnly)
        #expect(textOnly.isTargeted)
        let imageOnly = ProviderDropDestination(of: [.image]) { _ in .finished(.declined) }
        try session.move(to: .zero, over: imageOnly)
        #expect(!imageOnly.isTargeted)
        #expect(!textOnly.isTargeted)
    }

    @Test("one failed load: reported with its index, nothing applied")
    func failedLoadNotApplied() async throws {
        let applied = Recorder<[Numbered]>()
        let reported = Recorder<DropResult>()
        let destination = ProviderDropDestination.loading(Numbered.self, contract: anyNonEmpty(),
                                                          apply: { values, _ in applied.record(values); return true })
        destination.onResult = { reported.record($0) }
        let session = DragSession(items: [numberedProvider(0), numberedProvider(1), failingProvider(.numbered)], allowedOperations: [.copy])
        try session.move(to: .zero, over: destination)
        let outcome = try await session.drop()
        let expected = DropResult.failed(.itemFailed(index: 2, count: 3, error: .loadFailed(contentType: "com.example.test-numbered", reason: .error(TestLoadError.unavailable))))
        #expect(outcome == .notAccepted(expected))
        #expect(reported.entries == [expected])
        #expect(applied.entries.isEmpty)
    }

    // MARK: Concurrency

    @Test("1,000 concurrent provider loads: all in flight at once, results in order, applied once on the main actor")
    func thousandConcurrentLoads() async throws {
        let count = 1_000
        // Every handler waits at the barrier until all 1,000 have started: loads that ran
        // one after another (or a bounded few at a time) would never get past it, and the
        // timeout would fail the test.
        let barrier = Barrier(parties: count)
        let returning = (0..<count).map { _ in Gate() }
        defer { returning.forEach { $0.open() } }
        let ranOnMainThread = Counter()
        let providers = (0..<count).map { index in
            numberedProvider(index) {
                if Thread.isMainThread { ranOnMainThread.increment() }
                await barrier.arriveAndWait()
                // Later items finish first, so completion order is not index order: each
                // handler returns only once the next item's handler is returning (by
                // construction, not by staggered sleeps).
                if index + 1 < count { try await returning[index + 1].pass() }
                returning[index].open()
            }
        }
        let applied = Recorder<[Numbered]>()
        let destination = ProviderDropDestination.loading(Numbered.self, contract: anyNonEmpty(), apply: { values, _ in
            MainActor.preconditionIsolated()
            applied.record(values)
            return true
        })
        let outcome = try await withTimeout(60) { @MainActor in
            let session = DragSession(items: providers, allowedOperations: [.copy])
            try session.move(to: .zero, over: destination)
            return try await session.drop()
        }
        #expect(outcome == .completed(.copy))
        #expect(applied.entries.count == 1)
        #expect(applied.entries.first == (0..<count).map(Numbered.init))
        #expect(ranOnMainThread.count == 0)
    }

    @Test("loads never run on or wait for the main actor: a drop handler that blocks the main actor still gets every result")
    func loadsNeverWaitForTheMainActor() async throws {
        // The design: providers' handlers are nonisolated @Sendable closures; DropBatch
        // runs them in a task group detached from the caller's actor; nothing in the load
        // path awaits the main actor. Only the final apply runs there. This test blocks
        // the main actor *inside the drop handler* until every load has finished its work:
        // if any load needed the main actor (to run, or to hop to it), it could not finish
        // while the main actor is blocked, the bounded wait would time out, and the test
        // would fail instead of hanging.
        let count = 8
        let finished = DispatchSemaphore(value: 0)
        let ranOnMainThread = Counter()
        let providers = (0..<count).map { index in
            numberedProvider(index) {
                if Thread.isMainThread { ranOnMainThread.increment() }
                finished.signal()
            }
        }
        let blockedTooLong = Recorder<Bool>()
        let applied = Recorder<[Numbered]>()
        let destination = ProviderDropDestination(of: [.numbered]) { drop in
            let batch = DropBatch.load(Numbered.self, from: drop.items)
            // One generous deadline: under the whole suite on two cores, other tests' work
            // can hold the cooperative pool for seconds; a deadlock never ends at all.
            let deadline = DispatchTime.now() + 50
            for _ in 0..<count where finished.wait(timeout: deadline) == .timedOut {
                blockedTooLong.flag = true
                break
            }
            return batch.apply(contract: anyNonEmpty()) { applied.record($0); return true }
        }
        let outcome = try await withTimeout(90) { @MainActor in
            let session = DragSession(items: providers, allowedOperations: [.copy])
            try session.move(to: .zero, over: destination)
            return try await session.drop()
        }
        #expect(!blockedTooLong.flag, "a load waited for the blocked main actor")
        #expect(ranOnMainThread.count == 0)
        #expect(outcome == .completed(.copy))
        #expect(applied.entries == [(0..<count).map(Numbered.init)])
    }

    @Test("a load handler that hops to the main actor does not deadlock the drop: the session only suspends")
    func handlerHoppingToMainActorCompletes() async throws {
        let providers = (0..<4).map { index in
            numberedProvider(index) { await MainActor.run { _ = index } }
        }
        let applied = Recorder<[Numbered]>()
        let destination = ProviderDropDestination.loading(Numbered.self, contract: anyNonEmpty(),
                                                          apply: { values, _ in applied.record(values); return true })
        let outcome = try await withTimeout(30) { @MainActor in
            let session = DragSession(items: providers, allowedOperations: [.copy])
            try session.move(to: .zero, over: destination)
            return try await session.drop()
        }
        #expect(outcome == .completed(.copy))
        #expect(applied.entries == [(0..<4).map(Numbered.init)])
    }
}
