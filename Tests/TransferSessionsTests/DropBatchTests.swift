// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import FerryTestSupport
import Foundation
import Testing
@testable import TransferSessions

@Suite("DropBatch")
struct DropBatchTests {
    @Test("results stay in drop order whatever order the loads finish in")
    func order() async throws {
        // The loads return in reverse order, by construction rather than by staggered
        // sleeps: each handler waits until the next item's handler is returning, so item
        // 19 returns first and item 0 last.
        let returning = (0..<20).map { _ in Gate() }
        defer { returning.forEach { $0.open() } }
        let providers = (0..<20).map { index in
            numberedProvider(index) {
                if index + 1 < returning.count { try await returning[index + 1].pass() }
                returning[index].open()
            }
        }
        let batch = DropBatch.load(Numbered.self, from: providers)
        let values = try await withTimeout(30) { await batch.values() }
        #expect(values == .success((0..<20).map(Numbered.init)))
        #expect(batch.progress.completedUnitCount == 20)
        #expect(batch.count == 20)
    }

    @Test("values() reports the lowest failing index")
    func lowestFailure() async {
        let providers = [numberedProvider(0), dataProvider(.numbered, Data("[]".utf8)), failingProvider(.numbered)]
        let result = await DropBatch.load(Numbered.self, from: providers).values()
        guard case .failure(let error) = result else { Issue.record("expected a failure"); return }
        #expect(error.index == 1)
    }

    @Test("a contract that does not require every item applies the rest and reports the failures with their indexes")
    @MainActor
    func partialContract() async {
        let contract = AcceptanceContract<Numbered>(requiresEveryItem: false, rejectionReason: "no", rules: [.nonEmpty])
        let providers = [numberedProvider(0), failingProvider(.numbered), numberedProvider(2)]
        let applied = Recorder<[Numbered]>()
        let result = await DropBatch.load(Numbered.self, from: providers).apply(contract: contract) { applied.record($0); return true }.result
        guard case let .succeeded(count, failures) = result else { Issue.record("unexpected \(result)"); return }
        #expect(count == 2)
        #expect(failures.map(\.index) == [1])
        #expect(applied.entries == [[Numbered(index: 0), Numbered(index: 2)]])
    }

    @Test("a rule violation names the item by its index in the drop")
    @MainActor
    func violationIndex() async {
        let contract = AcceptanceContract<Numbered>(requiresEveryItem: false, rejectionReason: "odd one out",
                                                    rules: [.every("index < 2") { $0.index < 2 }])
        let providers = [failingProvider(.numbered), numberedProvider(1), numberedProvider(2)]
        let result = await DropBatch.load(Numbered.self, from: providers).apply(contract: contract) { _ in true }.result
        #expect(result == .rejected(reason: "odd one out", violation: AcceptanceViolation(rule: "index < 2", itemIndex: 2)))
    }

    @Test("cancelling a batch cancels every load still running")
    func cancel() async throws {
        // Every load is running when the batch is cancelled: all five handlers have
        // started and wait at a gate the test never opens, which only cancellation ends.
        let started = Arrivals()
        let gate = Gate()
        defer { gate.open() }
        let providers = (0..<5).map { index in
            numberedProvider(index) {
                started.arrive()
                try await gate.pass()
            }
        }
        let batch = DropBatch.load(Numbered.self, from: providers)
        try await started.wait(for: 5, "every load of the batch to start", within: 30)
        batch.cancel()
        let results = try await withTimeout(10) { await batch.results() }
        #expect(results.allSatisfy { $0 == .failure(.cancelled(contentType: "com.example.test-numbered")) })
    }

    @Test("providers whose drop handler has returned cannot start a batch")
    func expiredAccess() async {
        let window = DropAccessWindow()
        let providers = [numberedProvider(0).scoped(to: .ownProcess, accessWindow: window)]
        window.close()
        let results = await DropBatch.load(Numbered.self, from: providers).results()
        #expect(results == [.failure(.accessExpired(contentType: nil))])
    }

    @Test("a load that waits for a later item of the batch does not hold that item up")
    func loadWaitingForALaterItem() async throws {
        // Loads that finish at once share a worker; one that suspends must not stop the
        // items after it from starting: a new worker takes over.
        let count = 300
        let laterItemsStarted = Barrier(parties: 3)
        let providers = (0..<count).map { index in
            switch index {
            case 0, 10, count - 1: numberedProvider(index) { await laterItemsStarted.arriveAndWait() }
            default: numberedProvider(index)
            }
        }
        let values = try await withTimeout(30) { await DropBatch.load(Numbered.self, from: providers).values() }
        #expect(values == .success((0..<count).map(Numbered.init)))
    }

    @Test("a batch over a drop's items loads each as its reader: another process does not get own-process representations")
    func readerAudience() async {
        let window = DropAccessWindow()
        let sources = [ItemProvider(SecretNote(text: "a")), ItemProvider(SecretNote(text: "b"))]
        let local = await DropBatch.load(SecretNote.self, from: DropItems(scoping: sources, to: .ownProcess, accessWindow: window)).values()
        #expect(local == .success([SecretNote(text: "a"), SecretNote(text: "b")]))
        let foreign = await DropBatch.load(SecretNote.self, from: DropItems(scoping: sources, to: .anotherProcess, accessWindow: window)).results()
        #expect(foreign.count == 2)
        for result in foreign {
            guard case .failure(.noImportableRepresentation(let type, let offered, let audience)) = result else {
                Issue.record("expected no importable representation, got \(result)"); continue
            }
            #expect(type == "SecretNote")
            #expect(offered == [UTType.utf8PlainText.identifier])
            #expect(audience == .anotherProcess)
        }
    }

    @Test("a batch over a drop whose window has closed fails every item, without loading any")
    func closedDropWindow() async {
        let window = DropAccessWindow()
        let counter = Counter()
        let sources = (0..<3).map { _ in ItemProvider(CountedExport(counter: counter)) }
        let items = DropItems(scoping: sources, to: .ownProcess, accessWindow: window)
        window.close()
        let results = await DropBatch.load(String.self, from: items).results()
        #expect(results == Array(repeating: .failure(.accessExpired(contentType: nil)), count: 3))
        #expect(counter.count == 0)
    }

    @Test("bytes at hand are decoded by one worker, in order; progress reaches every item")
    func oneWorkerForBytesAtHand() async throws {
        let count = 3 * DropBatch<Numbered>.progressStride + 17
        let recorder = RecordingJSONDecoder.recorder
        let providers = (0..<count).map { index in
            dataProvider(.threadNumbered, try! JSONEncoder().encode(ThreadNumbered(index: index)))
        }
        let batch = DropBatch.load(ThreadNumbered.self, from: providers)
        let values = try await withTimeout(30) { await batch.values() }
        #expect(values == .success((0..<count).map(ThreadNumbered.init)))
        #expect(batch.progress.completedUnitCount == Int64(count))
        #expect(recorder.decodes == count)
        #expect(recorder.threads == 1)
    }

    @Test("values registered on providers load in a batch exactly as each provider's own load: conditions, encoding failures, bad bytes")
    func registeredValuesMatchSingleLoads() async throws {
        let providers = [ItemProvider(Gated(number: 0, isOpen: true)), ItemProvider(Gated(number: 1, isOpen: false)),
                         dataProvider(.gated, Data(#"{"number":"x","isOpen":true}"#.utf8)), ItemProvider(Gated(number: 3, isOpen: true)),
                         ItemProvider(Gated(number: 4, isOpen: true, weight: .nan))]
        let batch = await DropBatch.load(Gated.self, from: providers).results()
        var single: [Result<Gated, ItemProviderError>] = []
        for provider in providers {
            do { single.append(.success(try await provider.loadTransferable(type: Gated.self))) } catch { single.append(.failure(error)) }
        }
        #expect(batch == single)
        #expect(try batch[0].get() == Gated(number: 0, isOpen: true))
        #expect(try batch[3].get() == Gated(number: 3, isOpen: true))
        // Item 1's exporting condition is false: it registered nothing to load.
        #expect(batch[1] == .failure(.noImportableRepresentation(type: "Gated", offered: [], audience: .ownProcess)))
        guard case .failure(.decodeFailed(_, let badType, _)) = batch[2] else { Issue.record("unexpected \(batch[2])"); return }
        #expect(badType == "com.example.test-gated")
        // Item 4 cannot be encoded (JSON has no NaN): a load failure naming the encoding.
        guard case .failure(.loadFailed(let type, let reason)) = batch[4] else { Issue.record("unexpected \(batch[4])"); return }
        #expect(type == "com.example.test-gated")
        guard case .error(TransferError.encodingFailed(_, _, .error(let cause))) = reason else { Issue.record("unexpected \(reason)"); return }
        #expect(cause is EncodingError)
    }

    @Test("a value whose representation exports asynchronously, or imports asynchronously, still loads in a batch, in order")
    func asynchronousHalvesOfRegisteredValues() async throws {
        let asyncOut = (0..<300).map { ItemProvider(AsyncOut(number: $0)) }
        #expect(await DropBatch.load(AsyncOut.self, from: asyncOut).values() == .success((0..<300).map(AsyncOut.init)))
        let asyncIn = (0..<300).map { ItemProvider(AsyncIn(number: $0)) }
        #expect(await DropBatch.load(AsyncIn.self, from: asyncIn).values() == .success((0..<300).map(AsyncIn.init)))
    }

    @Test("bytes for a type with an asynchronous importer are imported item by item, in order")
    func asynchronousImporter() async throws {
        let providers = (0..<300).map { index in dataProvider(.plainText, Data("item \(index)".utf8)) }
        let values = try await withTimeout(30) { await DropBatch.load(SlowText.self, from: providers).values() }
        #expect(values == .success((0..<300).map { SlowText(text: "item \($0)") }))
    }

    @Test("bytes of two content types, mixed across several runs, decode with each type's importer, in order, failures by index")
    func mixedContentTypesAcrossRuns() async throws {
        let count = 3 * BatchDecoder<TwoFormats>.runLength + 5
        var providers = (0..<count).map { index in
            // Runs of one type of varying length, so a run is cut short by a change of type.
            index % 7 < 3 ? dataProvider(.plistNumbered, try! PropertyListEncoder().encode(TwoFormats(index: index)))
                          : dataProvider(.numbered, try! JSONEncoder().encode(TwoFormats(index: index)))
        }
        providers[300] = dataProvider(.plistNumbered, Data("not a property list".utf8))
        let batch = DropBatch.load(TwoFormats.self, from: providers)
        let results = try await withTimeout(30) { await batch.results() }
        #expect(results.count == count)
        for (index, result) in results.enumerated() where index != 300 {
            #expect(result == .success(TwoFormats(index: index)), "item \(index)")
        }
        guard case .failure(.decodeFailed(_, let contentType, _)) = results[300] else { Issue.record("unexpected \(results[300])"); return }
        #expect(contentType == UTType.plistNumbered.identifier)
        // Runs cut short by a change of type count towards progress too.
        #expect(batch.progress.completedUnitCount == Int64(count))
    }

    @Test("cancelling a batch decodes the bytes that had arrived, fails the rest as cancelled, and loads no more")
    func cancelWithDecodingQueued() async throws {
        let box = BatchBox()
        let loads = Counter()
        let providers = (0..<50).map { index in
            numberedProvider(index) {
                loads.increment()
                guard index == 10 else { return }
                // The batch is handed to the box just after it starts; wait for it, then
                // cancel from inside this load (no suspension: one worker runs it all,
                // items 0-9 are still queued, undecoded).
                while box.batch == nil { sched_yield() }
                box.batch!.cancel()
            }
        }
        let batch = DropBatch.load(Numbered.self, from: providers)
        box.batch = batch
        let results = try await withTimeout(30) { await batch.results() }
        let cancelled = ItemProviderError.cancelled(contentType: "com.example.test-numbered")
        #expect(results == (0..<10).map { .success(Numbered(index: $0)) } + Array(repeating: .failure(cancelled), count: 40))
        #expect(loads.count == 11)
        #expect(batch.progress.completedUnitCount == 50)
    }

    @Test("a worker suspended with items queued decodes them when it resumes, even after a cancel; another worker has taken the rest")
    func suspendedWorkerWithQueuedItems() async throws {
        let loads = Arrivals()
        let gate = Gate()
        defer { gate.open() }
        let providers = (0..<20).map { index in
            numberedProvider(index) {
                loads.arrive()
                if index == 10 { try await gate.pass() }  // never opened: only the cancel ends it
            }
        }
        let batch = DropBatch.load(Numbered.self, from: providers)
        // Items 0-9 are queued by the first worker, now suspended in item 10's load; a
        // second worker loads and decodes 11-19. Cancel once every load has started.
        try await loads.wait(for: 20, "every load of the batch to start", within: 30)
        batch.cancel()
        let results = try await withTimeout(30) { await batch.results() }
        for (index, result) in results.enumerated() {
            #expect(result == (index == 10 ? .failure(.cancelled(contentType: "com.example.test-numbered")) : .success(Numbered(index: index))),
                    "item \(index)")
        }
        #expect(batch.progress.completedUnitCount == 20)
    }

    @Test("random batches (both formats, bad bytes, failing and waiting handlers, registered values, nothing importable) agree item by item with single loads")
    func randomBatchesMatchSingleLoads() async throws {
        var random = SplitMix64(seed: 0x5EED_F0D5)
        for _ in 0..<24 {
            let count = Int(random.next() % 700) + 1
            let providers = (0..<count).map { index -> ItemProvider in
                switch random.next() % 10 {
                case 0: dataProvider(.plistNumbered, try! PropertyListEncoder().encode(TwoFormats(index: index)))
                case 1: dataProvider(.numbered, Data("{\"index\":".utf8))
                case 2: failingProvider(.plistNumbered)
                case 3:
                    {
                        let provider = ItemProvider()
                        provider.registerDataRepresentation(for: .numbered) {
                            await Task.yield()
                            return try JSONEncoder().encode(TwoFormats(index: index))
                        }
                        return provider
                    }()
                case 4: ItemProvider(TwoFormats(index: index))
                case 5: dataProvider(.png, Data([0x89, 0x50]))
                default: dataProvider(.numbered, try! JSONEncoder().encode(TwoFormats(index: index)))
                }
            }
            let batch = DropBatch.load(TwoFormats.self, from: providers)
            let results = try await withTimeout(30) { await batch.results() }
            var single: [Result<TwoFormats, ItemProviderError>] = []
            for provider in providers {
                do { single.append(.success(try await provider.loadTransferable(type: TwoFormats.self))) } catch { single.append(.failure(error)) }
            }
            #expect(results == single, "a batch of \(count)")
            #expect(batch.progress.completedUnitCount == Int64(count))
        }
    }

    @Test("bytes that do not decode fail with their index, among items that do")
    func undecodableBytesAmongGoodOnes() async {
        var providers = (0..<600).map { numberedProvider($0) }
        providers[517] = dataProvider(.numbered, Data(#"{"index":"x"}"#.utf8))
        let result = await DropBatch.load(Numbered.self, from: providers).values()
        guard case .failure(.itemFailed(let index, let count, let error)) = result else { Issue.record("expected a failure"); return }
        #expect(index == 517)
        #expect(count == 600)
        guard case .decodeFailed(let type, let contentType, _) = error else { Issue.record("unexpected \(error)"); return }
        #expect(type == "Numbered")
        #expect(contentType == "com.example.test-numbered")
    }
}

/// Text imported by an asynchronous `DataRepresentation` importer that suspends.
struct SlowText: Transferable, Equatable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .plainText) { data in
            await Task.yield()
            return SlowText(text: String(decoding: data, as: UTF8.self))
        }
    }
}

extension UTType {
    static let threadNumbered = UTType(exportedAs: "com.example.test-thread-numbered")
}

/// Records which threads a batch decoded on (the decoder below reports to it).
final class ThreadRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var threadIDs: Set<UInt> = []
    private var decodeCount = 0

    func record() {
        let thread = UInt(pthread_self())
        lock.withLock {
            threadIDs.insert(thread)
            decodeCount += 1
        }
    }

    var threads: Int { lock.withLock { threadIDs.count } }
    var decodes: Int { lock.withLock { decodeCount } }
}

/// A JSON decoder that tells the shared recorder which thread it decodes on.
struct RecordingJSONDecoder: TopLevelDecoder {
    static let recorder = ThreadRecorder()
    func decode<T: Decodable>(_ type: T.Type, from input: Data) throws -> T {
        RecordingJSONDecoder.recorder.record()
        return try JSONDecoder().decode(type, from: input)
    }
}

/// A numbered value decoded by ``RecordingJSONDecoder``.
struct ThreadNumbered: Codable, Transferable, Equatable {
    var index: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .threadNumbered, encoder: JSONEncoder(), decoder: RecordingJSONDecoder())
    }
}

extension UTType {
    static let gated = UTType(exportedAs: "com.example.test-gated")
    static let asyncOut = UTType(exportedAs: "com.example.test-async-out")
    static let asyncIn = UTType(exportedAs: "com.example.test-async-in")
}

/// A Codable value exported only while `isOpen` (judged at export time); a NaN weight
/// cannot be encoded.
struct Gated: Codable, Transferable, Equatable {
    var number: Int
    var isOpen: Bool
    var weight = 1.0

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .gated).exportingCondition { $0.isOpen }
    }
}

/// Exported by an asynchronous `DataRepresentation`, imported by a `CodableRepresentation`.
struct AsyncOut: Codable, Transferable, Equatable {
    var number: Int

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .asyncOut) { value in
            await Task.yield()
            return try JSONEncoder().encode(value)
        }
        CodableRepresentation(contentType: .asyncOut)
    }
}

/// Exported by a `CodableRepresentation`, imported by an asynchronous `DataRepresentation`.
struct AsyncIn: Codable, Transferable, Equatable {
    var number: Int

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .asyncIn) { data in
            await Task.yield()
            return try JSONDecoder().decode(AsyncIn.self, from: data)
        }
        CodableRepresentation(contentType: .asyncIn)
    }
}

extension UTType {
    static let plistNumbered = UTType(exportedAs: "com.example.test-plist-numbered")
}

/// A value that imports from JSON or from a property list, both decoded synchronously.
struct TwoFormats: Codable, Transferable, Equatable {
    var index: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .numbered)
        CodableRepresentation(for: TwoFormats.self, contentType: .plistNumbered, encoder: PropertyListEncoder(), decoder: PropertyListDecoder())
    }
}

/// Hands a batch to the loads of its own items.
final class BatchBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: DropBatch<Numbered>?
    var batch: DropBatch<Numbered>? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
