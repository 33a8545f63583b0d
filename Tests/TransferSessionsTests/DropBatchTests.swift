import CoreTransferable
import Foundation
import Testing
@testable import TransferSessions

@Suite("DropBatch")
struct DropBatchTests {
    @Test("results stay in drop order whatever order the loads finish in")
    func order() async throws {
        let providers = (0..<20).map { index in
            numberedProvider(index) { try await Task.sleep(for: .milliseconds(20 - index)) }
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
        let providers = (0..<5).map { index in numberedProvider(index) { try await Task.sleep(for: .seconds(60)) } }
        let batch = DropBatch.load(Numbered.self, from: providers)
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
        // items after it from starting, in its own chunk or the next.
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

    @Test("bytes for a type with an asynchronous importer are imported item by item, in order")
    func asynchronousImporter() async throws {
        let providers = (0..<300).map { index in dataProvider(.plainText, Data("item \(index)".utf8)) }
        let values = try await withTimeout(30) { await DropBatch.load(SlowText.self, from: providers).values() }
        #expect(values == .success((0..<300).map { SlowText(text: "item \($0)") }))
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
