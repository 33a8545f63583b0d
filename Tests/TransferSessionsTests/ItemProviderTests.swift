// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Synchronization
import Testing
@testable import TransferSessions

@Suite("ItemProvider")
struct ItemProviderTests {
    @Test("registeredContentTypes lists representations in registration (fidelity) order")
    func registrationOrder() {
        let provider = ItemProvider(TestProfile(name: "Mei Chen", bio: "x"))
        provider.registerDataRepresentation(for: .png) { Data([0x89]) }
        #expect(provider.registeredContentTypes == [.testProfile, .utf8PlainText, .png])
    }

    @Test("hasRepresentationConforming(to:) follows type conformance")
    func conformance() {
        let provider = ItemProvider("hello")
        #expect(provider.hasRepresentationConforming(to: .plainText))
        #expect(provider.hasRepresentationConforming(to: .text))
        #expect(!provider.hasRepresentationConforming(to: .image))
        #expect(provider.registeredContentTypes(conformingTo: .plainText) == [.utf8PlainText])
    }

    @Test("registering a Transferable exports nothing until a reader loads")
    func lazyExport() async throws {
        let counter = Counter()
        let provider = ItemProvider(CountedExport(counter: counter))
        #expect(provider.canLoadTransferable(String.self))
        #expect(provider.registeredContentTypes == [.utf8PlainText])
        #expect(counter.count == 0)
        let text = try await provider.loadTransferable(type: String.self)
        #expect(text == "counted")
        #expect(counter.count == 1)
    }

    @Test("loadTransferable takes the first representation the type imports")
    func firstImportable() async throws {
        let profile = TestProfile(name: "Juan Chavez", bio: "(408) 555-4301")
        let provider = ItemProvider(profile)
        #expect(try await provider.loadTransferable(type: TestProfile.self) == profile)
        #expect(try await provider.loadTransferable(type: String.self) == "Juan Chavez")
        let json = try await provider.loadDataRepresentation(for: .testProfile)
        #expect(try JSONDecoder().decode(TestProfile.self, from: json) == profile)
    }

    @Test("a view for another process neither lists nor serves own-process representations")
    func anotherProcessView() async throws {
        let own = ItemProvider(TestShape(kind: .circle))
        #expect(own.registeredContentTypes == [.testShape])
        let foreign = own.restricted(to: .anotherProcess)
        #expect(foreign.registeredContentTypes.isEmpty)
        #expect(!foreign.hasRepresentationConforming(to: .testShape))
        #expect(!foreign.canLoadTransferable(TestShape.self))
        await #expect(throws: ItemProviderError.noImportableRepresentation(type: "TestShape", offered: [], audience: .anotherProcess)) {
            try await foreign.loadTransferable(type: TestShape.self)
        }
        await #expect(throws: ItemProviderError.notOffered(contentType: "com.example.test-shape", offered: [], audience: .anotherProcess)) {
            try await foreign.loadDataRepresentation(for: .testShape)
        }
        // A view of a view never widens again.
        #expect(foreign.restricted(to: .ownProcess).registeredContentTypes.isEmpty)
    }

    @Test("another process sees only the public fallback of a mixed type")
    func mixedVisibility() async throws {
        let provider = ItemProvider(SecretNote(text: "the plan"))
        #expect(provider.registeredContentTypes == [.secretNote, .utf8PlainText])
        let foreign = provider.restricted(to: .anotherProcess)
        #expect(foreign.registeredContentTypes == [.utf8PlainText])
        #expect(try await foreign.loadTransferable(type: String.self) == "the plan")
        #expect(!foreign.canLoadTransferable(SecretNote.self))
        #expect(try await provider.loadTransferable(type: SecretNote.self) == SecretNote(text: "the plan"))
    }

    @Test("each reader is served the representation its audience may see")
    func servedPerAudience() async throws {
        let provider = ItemProvider(TwoFaced())
        #expect(provider.registeredContentTypes == [.utf8PlainText])
        #expect(try await provider.loadDataRepresentation(for: .utf8PlainText) == Data("private".utf8))
        #expect(try await provider.restricted(to: .anotherProcess).loadDataRepresentation(for: .utf8PlainText) == Data("public".utf8))
    }

    @Test("registerDataRepresentation with visibility .ownProcess is hidden from another process")
    func registeredVisibility() {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .json, visibility: .ownProcess) { Data("{}".utf8) }
        provider.registerDataRepresentation(for: .utf8PlainText) { Data("text".utf8) }
        #expect(provider.registeredContentTypes == [.json, .utf8PlainText])
        #expect(provider.restricted(to: .anotherProcess).registeredContentTypes == [.utf8PlainText])
    }

    @Test("load failures name the content type: handler error, undecodable bytes, encoding failure")
    func loadFailures() async {
        await #expect(throws: ItemProviderError.loadFailed(contentType: "com.example.test-shape", reason: .error(TestLoadError.unavailable))) {
            try await failingProvider(.testShape).loadTransferable(type: TestShape.self)
        }
        let garbage = dataProvider(.testShape, Data("not json".utf8))
        do {
            _ = try await garbage.loadTransferable(type: TestShape.self)
            Issue.record("undecodable bytes decoded")
        } catch {
            guard case let .decodeFailed(type, contentType, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(type == "TestShape")
            #expect(contentType == "com.example.test-shape")
        }
        do {
            _ = try await ItemProvider(UnencodableShape()).loadTransferable(type: TestShape.self)
            Issue.record("an unencodable value was exported")
        } catch {
            guard case let .loadFailed(contentType, reason) = error else { Issue.record("wrong error \(error)"); return }
            #expect(contentType == "com.example.test-shape")
            guard case .error(TransferError.encodingFailed(_, _, .error(let cause))) = reason else { Issue.record("wrong reason \(reason)"); return }
            #expect(cause is EncodingError)
        }
    }

    @Test("the completion-handler form of registerDataRepresentation delivers once")
    func completionHandlerRegistration() async throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .utf8PlainText) { completion in
            completion(Data("first".utf8), nil)
            completion(Data("second".utf8), nil) // ignored: a load resumes once
            return nil
        }
        #expect(try await provider.loadTransferable(type: String.self) == "first")

        let silent = ItemProvider()
        silent.registerDataRepresentation(for: .utf8PlainText) { completion in
            completion(nil, nil)
            return nil
        }
        await #expect(throws: ItemProviderError.handlerReturnedNothing(contentType: "public.utf8-plain-text")) {
            try await silent.loadDataRepresentation(for: .utf8PlainText)
        }
    }

    @Test("a load reports progress and its completion-handler form calls back once")
    func progressAndCompletion() async throws {
        let provider = ItemProvider("progress")
        let load = provider.startLoadingTransferable(String.self)
        #expect(try await load.value == "progress")
        #expect(load.progress.fractionCompleted == 1)

        let value: String = try await withCheckedThrowingContinuation { continuation in
            let progress = provider.loadTransferable(type: String.self) { continuation.resume(with: $0) }
            #expect(progress.totalUnitCount == 1)
        }
        #expect(value == "progress")
    }

    @Test("cancelling a load (handle, Progress or awaiting task) ends it as cancelled")
    func cancellation() async throws {
        // Each load's handler is still running when it is cancelled: it has started (the
        // test waits for that) and waits at a gate the test never opens, which only the
        // load's cancellation ends.
        let started = Arrivals()
        let gate = Gate()
        defer { gate.open() }
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .utf8PlainText) {
            started.arrive()
            try await gate.pass()
            return Data("late".utf8)
        }
        let byHandle = provider.startLoadingTransferable(String.self)
        try await started.wait(for: 1, "the first load's handler to start")
        byHandle.cancel()
        let handleResult = try await withTimeout(10) { await byHandle.result }
        #expect(handleResult == .failure(.cancelled(contentType: "public.utf8-plain-text")))

        let byProgress = provider.startLoadingDataRepresentation(for: .utf8PlainText)
        try await started.wait(for: 2, "the second load's handler to start")
        byProgress.progress.cancel()
        let progressResult = try await withTimeout(10) { await byProgress.result }
        #expect(progressResult == .failure(.cancelled(contentType: "public.utf8-plain-text")))

        let awaiting = Task { try await provider.loadDataRepresentation(for: .utf8PlainText) }
        try await started.wait(for: 3, "the third load's handler to start")
        awaiting.cancel()
        let awaited = try await withTimeout(10) { await awaiting.result }
        #expect(throws: ItemProviderError.cancelled(contentType: "public.utf8-plain-text")) { try awaited.get() }
    }

    @Test("a completion-handler load handler is cancelled through its Progress")
    func completionHandlerCancellation() async throws {
        let handlerProgress = Progress.discreteProgress(totalUnitCount: 1)
        let called = Arrivals()
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .utf8PlainText) { _ in // never completes
            called.arrive()
            return handlerProgress
        }
        let load = provider.startLoadingDataRepresentation(for: .utf8PlainText)
        // Cancel once the handler has been called and handed over its Progress.
        try await called.wait("the completion-handler load handler to be called")
        load.cancel()
        let result = try await withTimeout(10) { await load.result }
        #expect(result == .failure(.cancelled(contentType: "public.utf8-plain-text")))
        #expect(handlerProgress.isCancelled)
    }

    @Test("file representations arrive as streamed temporary copies, removed afterwards")
    func fileRepresentation() async throws {
        let folder = try TransferFileIO.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("clip.mp4")
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try bytes.write(to: original)
        let provider = ItemProvider()
        provider.registerFileRepresentation(for: .mpeg4Movie, openInPlace: true) { original }

        let (seenPath, wasOriginal, contents) = try await provider.loadFileRepresentation(for: .movie) { file in
            (file.file.path, file.isOriginalFile, try Data(contentsOf: file.file))
        }
        #expect(contents == bytes)
        #expect(!wasOriginal)
        #expect(seenPath != original.path)
        #expect(seenPath.hasSuffix("clip.mp4"))
        #expect(!FileManager.default.fileExists(atPath: seenPath))
        #expect(FileManager.default.fileExists(atPath: original.path))

        let inPlace = try await provider.loadFileRepresentation(for: .mpeg4Movie, openInPlace: true) { $0 }
        #expect(inPlace.isOriginalFile)
        #expect(inPlace.file == original)

        // Bytes asked of a file representation are streamed into memory.
        #expect(try await provider.loadDataRepresentation(for: .mpeg4Movie) == bytes)

        // The completion-handler form reports progress in bytes and deletes the copy after.
        let reported = Counter()
        let handled = Arrivals()
        let handledPath = Mutex<String?>(nil)
        let load = provider.fileRepresentationLoad(for: .mpeg4Movie) { url, _ in
            if let url, (try? Data(contentsOf: url)) == bytes {
                reported.increment()
                handledPath.withLock { $0 = url.path }
            }
            handled.arrive()
        }
        try await handled.wait("the completion handler")
        #expect(reported.count == 1)
        // The load ends once the handler has returned and its copy is removed.
        _ = try await withTimeout(10, waitingFor: "the file load to end") { await load.result }
        let copyPath = try #require(handledPath.withLock { $0 })
        #expect(!FileManager.default.fileExists(atPath: copyPath),
                "the temporary copy is removed once the completion handler has returned")
    }

    @Test("data registered as bytes is loaded as a temporary file when a file is asked for")
    func bytesAsFile() async throws {
        let provider = dataProvider(.json, Data("on disk".utf8))
        provider.suggestedName = "Notes"
        let (text, name) = try await provider.loadFileRepresentation(for: .json) {
            (try String(contentsOf: $0.file, encoding: .utf8), $0.file.lastPathComponent)
        }
        #expect(text == "on disk")
        #expect(name == "Notes.json")
    }

    @Test("a body's own error passes through loadFileRepresentation unchanged")
    func bodyErrorPassesThrough() async {
        let provider = dataProvider(.utf8PlainText, Data("x".utf8))
        await #expect(throws: TestLoadError.self) {
            try await provider.loadFileRepresentation(for: .plainText) { _ in throw TestLoadError.unavailable }
        }
    }
}
