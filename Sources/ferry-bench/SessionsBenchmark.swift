// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import FerryScenes
import TransferSessions

/// `ferry-bench sessions`: a 10,000-item Shapes drop through the item-provider path
/// (a drag session released on the model's provider destination: every load started in
/// the drop handler, decoded off the main actor, judged by the scene-1 contract, applied
/// once on the main actor to the store with new ids) next to a plain loop of
/// `JSONDecoder` over the same bytes. Goal: at most 1.2× the plain loop.
///
/// The two sides run interleaved, round after round (anchor then Ferry, then Ferry then
/// anchor, so a drift in the machine's load falls on both), and each round measures wall
/// time and CPU time (user + system, every thread of the process: the drop hops between
/// threads, the loop does not). It prints the medians and the spread of the per-round
/// ratios, since on a shared machine one figure alone says little.
///
/// `--rounds N` sets the rounds (default 41); `--breakdown` adds the CPU time of each
/// layer of the drop and of the same loop run on two threads at once; `--profile
/// anchor|drop|typed|batch|store N` only runs one part N times, for a profiler.
enum SessionsBenchmark {
    static let count = 10_000

    static func run(arguments: [String]) -> Bool {
        let payloads = (0..<count).map { ShapePayload(kind: $0 % 3 == 0 ? .square : .circle) }
        let encoder = JSONEncoder()
        let bytes = payloads.map { try! encoder.encode($0) }
        // The source side, made once: one provider per dragged item, exporting its bytes.
        let providers = bytes.map { data in
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: .shapeTransfer, visibility: .ownProcess) { data }
            return provider
        }
        let rounds = Bench.intOption("--rounds", in: arguments) ?? 41
        var correct = true

        // Each side's results are kept until its timings are over and checked then: the
        // previous run's results (a whole store, for the drop) are never freed inside a
        // timed run.
        let decoder = JSONDecoder()
        var anchorResults: [[ShapePayload]] = []
        let anchorLoop = {
            var values: [ShapePayload] = []
            values.reserveCapacity(bytes.count)
            for data in bytes { values.append(try! decoder.decode(ShapePayload.self, from: data)) }
            anchorResults.append(values)
        }
        var drops: [DropCheck] = []
        let ferryDrop = { drops.append(drop(providers)) }
        if let side = Bench.option("--profile", in: arguments) {
            let times = Bench.intOption(side, in: arguments) ?? 100
            let typedProviders = { payloads.map { ItemProvider($0) } }
            for time in 0..<times {
                if time % 16 == 0 {
                    anchorResults.removeAll()
                    drops.removeAll()
                }
                switch side {
                case "anchor": anchorLoop()
                case "drop": ferryDrop()
                case "typed": _ = drop(typedProviders(), typed: true)
                case "batch":
                    _ = blockingAsync { (try? await DropBatch.load(ShapePayload.self, from: providers).values().get())?.count ?? 0 }
                case "store":
                    var store = try! CollectionStore<ShapePayload.Kind>(collections: [ShapesModel.collection])
                    try! store.insert(payloads.map(\.kind), into: ShapesModel.collection)
                default: return Bench.fail("sessions: --profile takes anchor, drop, typed, batch or store")
                }
            }
            return true
        }

        let provider = InterleavedTiming.measure(rounds: rounds, ferry: ferryDrop, anchor: anchorLoop)
        let timing = "1 warm-up each, then alternating rounds; medians"
        let providerName = "10,000-item drop (decode, validate, apply) vs JSONDecoder loop"
        let correctBefore = correct
        if anchorResults.contains(where: { $0 != payloads }) { correct = Bench.fail("sessions: the plain loop decoded different payloads") }
        anchorResults.removeAll()
        if drops.count != rounds + 1 { correct = Bench.fail("sessions: \(drops.count) drops finished, not \(rounds + 1)") }
        for dropped in drops {
            if dropped.store.values(in: ShapesModel.collection) != payloads.map(\.kind) { correct = Bench.fail("sessions: the collection does not hold the dropped shapes in order") }
            if dropped.message != "Added \(count) shape(s)." { correct = Bench.fail("sessions: message was \"\(dropped.message)\"") }
            if dropped.transactions != 1 { correct = Bench.fail("sessions: the drop took \(dropped.transactions) store transactions, not 1") }
            if dropped.outcome != .completed(.copy) { correct = Bench.fail("sessions: the drop ended \(dropped.outcome)") }
        }
        drops.removeAll()
        if correct == correctBefore {
            provider.report(providerName, goal: 1.2, work: .init(
                ferry: "a provider drop of 10,000 JSON items: each decoded, the batch judged and applied to the collection store (more work)",
                anchor: "JSONDecoder().decode of the same 10,000 JSON items into an array: the same values",
                timing: timing))
        } else {
            Bench.noRatio(providerName, "a side produced something else")
        }

        // The palette's path (the app's 10,000-item drop): providers that export each value
        // through CoreTransferable, a typed destination; next to encoding and decoding
        // every value in a loop. The providers are made inside the timing, as a drag
        // source makes them.
        let encodeDecodeLoop = {
            var values: [ShapePayload] = []
            values.reserveCapacity(payloads.count)
            for payload in payloads { values.append(try! decoder.decode(ShapePayload.self, from: try! encoder.encode(payload))) }
            anchorResults.append(values)
        }
        let typedDrop = { drops.append(drop(payloads.map { ItemProvider($0) }, typed: true)) }
        let typed = InterleavedTiming.measure(rounds: max(3, rounds / 2), ferry: typedDrop, anchor: encodeDecodeLoop)
        let typedName = "10,000-item typed drop (export, decode, validate, apply) vs JSONEncoder+JSONDecoder loop"
        let typedWrong = drops.contains(where: { $0.store.values(in: ShapesModel.collection) != payloads.map(\.kind) })
            || anchorResults.contains(where: { $0 != payloads })
        if typedWrong {
            correct = Bench.fail("sessions: the typed drop or the encode+decode loop gave different shapes")
            Bench.noRatio(typedName, "a side produced something else")
        } else {
            typed.report(typedName, goal: nil, work: .init(
                ferry: "10,000 ItemProviders made, each value exported and decoded, the batch judged and applied to the store (more work)",
                anchor: "JSONEncoder then JSONDecoder for the same 10,000 values, into an array: the same values",
                timing: timing))
        }
        drops.removeAll()
        anchorResults.removeAll()

        if arguments.contains("--breakdown") {
            breakdown(bytes: bytes, payloads: payloads, providers: providers)
        }
        return correct
    }

    /// What a drop left behind, to check it after the timing (the anchor's results are
    /// checked after its timing too).
    struct DropCheck: Sendable {
        var store: CollectionStore<ShapePayload.Kind>
        var message: String
        var transactions: Int
        var outcome: DragOutcome
    }

    /// One complete drop: a fresh model, a session lifted with `providers`, moved over
    /// the Collection's provider destination (or, `typed`, its typed destination, the
    /// palette's path) and released.
    static func drop(_ providers: [ItemProvider], typed: Bool = false) -> DropCheck {
        onMainActor {
            let model = ShapesModel()
            let destination: any DropTarget = typed ? model.dropDestination(for: ShapesModel.collection)
                                                    : model.providerDropDestination(for: ShapesModel.collection)
            let session = DragSession(items: providers, allowedOperations: [.copy])
            let transactionsBefore = model.store.transactionCount
            try! session.move(to: .zero, over: destination)
            let outcome = try! await session.drop()
            return DropCheck(store: model.store, message: model.message,
                             transactions: model.store.transactionCount - transactionsBefore, outcome: outcome)
        }
    }

    /// CPU time of each layer, to see where the drop's time goes, and of the plain loop
    /// split over two threads (what decoding on every core would cost).
    static func breakdown(bytes: [Data], payloads: [ShapePayload], providers: [ItemProvider]) {
        func note(_ name: String, _ body: () -> Void) {
            let wall = Bench.best(of: 5, body)
            Bench.note(name, String(format: "%.1f ms CPU, %.1f ms wall", cpuTime(of: body) * 1e3, wall * 1e3))
        }
        note("  CoreTransferable importContent, sequential") {
            _ = blockingAsync {
                var versions = 0
                for data in bytes { versions += (try! await ShapePayload.importContent(.data(data), contentType: .shapeTransfer)).version }
                return versions
            }
        }
        note("  plain JSONDecoder loop (the anchor)") {
            let decoder = JSONDecoder()
            var versions = 0
            for data in bytes { versions += (try! decoder.decode(ShapePayload.self, from: data)).version }
            precondition(versions == bytes.count)
        }
        note("  SynchronousImporter loop (the drop's decoding call)") {
            let importer = ShapePayload.synchronousImporter(for: .shapeTransfer)!
            var versions = 0
            for data in bytes { versions += (try! importer.decode(data)).version }
            precondition(versions == bytes.count)
        }
        note("  the same JSONDecoder loop in a detached task (a pool thread, as the drop's worker)") {
            let versions = blockingAsync {
                let decoder = JSONDecoder()
                var versions = 0
                for data in bytes { versions += (try! decoder.decode(ShapePayload.self, from: data)).version }
                return versions
            }
            precondition(versions == bytes.count)
        }
        note("  the same JSONDecoder loop on two threads, half the items each") {
            let decoder = JSONDecoder()
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                var versions = 0
                for index in stride(from: half, to: bytes.count, by: 2) { versions += (try! decoder.decode(ShapePayload.self, from: bytes[index])).version }
                precondition(versions == bytes.count / 2)
            }
        }
        // The two below run DropBatch's and CollectionStore's generic code unspecialised
        // (called from this module); the drop above runs them specialised for ShapePayload.
        note("  DropBatch.load + values, unspecialised") {
            _ = blockingAsync { (try? await DropBatch.load(ShapePayload.self, from: providers).values().get())?.count ?? 0 }
        }
        note("  store insert of 10,000 new items, unspecialised") {
            var store = try! CollectionStore<ShapePayload.Kind>(collections: [ShapesModel.collection])
            try! store.insert(payloads.map(\.kind), into: ShapesModel.collection)
        }
    }

    /// CPU seconds (user + system, all threads) of one run of `body`, the fastest of five.
    static func cpuTime(of body: () -> Void) -> Double {
        body()
        var best = Double.infinity
        for _ in 0..<5 {
            let before = InterleavedTiming.cpuSeconds()
            body()
            best = min(best, InterleavedTiming.cpuSeconds() - before)
        }
        return best
    }

    /// Runs `body` on the main actor from synchronous code on the main thread, turning
    /// the main run loop (which serves the main actor's queue) until it finishes.
    ///
    /// Each turn sleeps until the main queue has work (a turn returns once it has served
    /// the queue, and `body` ends on the main actor), as an app's main loop does, rather
    /// than waking on a short timer: timer wake-ups would be charged to the drop.
    static func onMainActor<T: Sendable>(_ body: @escaping @MainActor @Sendable () async -> T) -> T {
        let slot = ResultSlot<T>()
        Task { @MainActor in slot.value = await body() }
        while slot.value == nil {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
        }
        return slot.value!
    }
}

/// A slot written once by a task and read by the thread waiting for it.
private final class ResultSlot<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?
    var value: T? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
