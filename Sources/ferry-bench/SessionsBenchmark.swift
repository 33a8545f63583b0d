import CoreTransferable
import Foundation
import TransferSessions

/// `ferry-bench sessions`: a 10,000-item Shapes drop through the item-provider path
/// (a drag session released on the model's provider destination: every load started in
/// the drop handler, decoded off the main actor, judged by the scene-1 contract, applied
/// once on the main actor to the store with new ids) next to a plain loop of
/// `JSONDecoder` over the same bytes. Goal: at most 1.2× the plain loop.
///
/// Besides the wall-clock line it prints the CPU time of each side: the drop decodes on
/// every core it gets, the loop on one, so on a busy machine the two figures differ.
/// `--breakdown` adds the CPU time of each layer of the drop.
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
        var correct = true

        let decoder = JSONDecoder()
        var anchorValues: [ShapePayload] = []
        let anchorLoop = {
            var values: [ShapePayload] = []
            values.reserveCapacity(bytes.count)
            for data in bytes { values.append(try! decoder.decode(ShapePayload.self, from: data)) }
            anchorValues = values
        }
        var dropped: DropCheck?
        let ferryDrop = { dropped = drop(providers) }

        let anchor = Bench.best(of: 7, anchorLoop)
        let ferry = Bench.best(of: 7, ferryDrop)
        Bench.report("10,000-item drop (decode, validate, apply) vs JSONDecoder loop", ferry: ferry, anchor: anchor)
        Bench.note("time ratio", String(format: "ferry/anchor %.2fx (goal <= 1.20x)", ferry / anchor))
        let anchorCPU = cpuTime(of: anchorLoop)
        let ferryCPU = cpuTime(of: ferryDrop)
        Bench.note("CPU time per run", String(format: "ferry %.1f ms, anchor %.1f ms, ferry/anchor %.2fx", ferryCPU * 1e3, anchorCPU * 1e3, ferryCPU / anchorCPU))

        if anchorValues != payloads { correct = Bench.fail("sessions: the plain loop decoded different payloads") }
        if let dropped {
            if dropped.store.values(in: ShapesModel.collection) != payloads.map(\.kind) { correct = Bench.fail("sessions: the collection does not hold the dropped shapes in order") }
            if dropped.message != "Added \(count) shape(s)." { correct = Bench.fail("sessions: message was \"\(dropped.message)\"") }
            if dropped.transactions != 1 { correct = Bench.fail("sessions: the drop took \(dropped.transactions) store transactions, not 1") }
            if dropped.outcome != .completed(.copy) { correct = Bench.fail("sessions: the drop ended \(dropped.outcome)") }
        } else {
            correct = Bench.fail("sessions: the drop did not finish")
        }

        // The palette's path (the app's 10,000-item drop): providers that export each value
        // through CoreTransferable, a typed destination; next to encoding and decoding
        // every value in a loop.
        let encodeDecodeLoop = {
            var values: [ShapePayload] = []
            values.reserveCapacity(payloads.count)
            for payload in payloads { values.append(try! decoder.decode(ShapePayload.self, from: try! encoder.encode(payload))) }
            anchorValues = values
        }
        var typedDropped: DropCheck?
        let typedDrop = { typedDropped = drop(payloads.map { ItemProvider($0) }, typed: true) }
        let typedAnchor = Bench.best(of: 5, encodeDecodeLoop)
        let typedFerry = Bench.best(of: 5, typedDrop)
        Bench.report("10,000-item typed drop (export, decode, validate, apply) vs JSONEncoder+JSONDecoder loop", ferry: typedFerry, anchor: typedAnchor)
        if typedDropped?.store.values(in: ShapesModel.collection) != payloads.map(\.kind) {
            correct = Bench.fail("sessions: the typed drop did not add the dropped shapes in order")
        }

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

    /// CPU time of each layer, to see where the drop's time goes.
    static func breakdown(bytes: [Data], payloads: [ShapePayload], providers: [ItemProvider]) {
        func note(_ name: String, _ body: () -> Void) {
            Bench.note(name, String(format: "%.1f ms CPU", cpuTime(of: body) * 1e3))
        }
        note("  CoreTransferable importContent, sequential") {
            _ = blockingDetached {
                var versions = 0
                for data in bytes { versions += (try! await ShapePayload.importContent(.data(data), contentType: .shapeTransfer)).version }
                return versions
            }
        }
        note("  DropBatch.load + values (bytes loaded, then decoded per chunk)") {
            _ = blockingDetached { (try? await DropBatch.load(ShapePayload.self, from: providers).values().get())?.count ?? 0 }
        }
        note("  store insert of 10,000 new items") {
            var store = try! CollectionStore<ShapePayload.Kind>(collections: [ShapesModel.collection])
            try! store.insert(payloads.map(\.kind), into: ShapesModel.collection)
        }
    }

    /// CPU seconds (user + system, all threads) of one run of `body`, the fastest of five.
    static func cpuTime(of body: () -> Void) -> Double {
        body()
        var best = Double.infinity
        for _ in 0..<5 {
            let before = cpuSeconds()
            body()
            best = min(best, cpuSeconds() - before)
        }
        return best
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Runs `body` detached, blocking the calling thread until it finishes.
    static func blockingDetached<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let slot = ResultSlot<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            slot.value = await body()
            done.signal()
        }
        done.wait()
        return slot.value!
    }

    /// Runs `body` on the main actor from synchronous code on the main thread, turning
    /// the main run loop (which serves the main actor's queue) until it finishes.
    static func onMainActor<T: Sendable>(_ body: @escaping @MainActor @Sendable () async -> T) -> T {
        let slot = ResultSlot<T>()
        Task { @MainActor in slot.value = await body() }
        while slot.value == nil {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
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
