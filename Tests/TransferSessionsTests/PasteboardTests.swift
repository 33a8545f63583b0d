// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import TransferSessions

@Suite("Pasteboard")
struct PasteboardTests {
    @Test("every write and clear increases the change count by one")
    func changeCount() {
        let pasteboard = Pasteboard()
        #expect(pasteboard.changeCount == 0)
        #expect(pasteboard.write(["a"]) == 1)
        #expect(pasteboard.setItems([ItemProvider("b"), ItemProvider("c")]) == 2)
        #expect(pasteboard.clearContents() == 3)
        #expect(pasteboard.changeCount == 3)
        #expect(pasteboard.items(for: .ownProcess).isEmpty)
    }

    @Test("items are ordered lists of representations; canLoad and load decide a paste")
    func pasteText() async throws {
        let pasteboard = Pasteboard()
        let profiles = [TestProfile(name: "Juan Chavez", bio: "(408) 555-4301"), TestProfile(name: "Mei Chen", bio: "(919) 555-2481")]
        pasteboard.write(profiles)
        #expect(pasteboard.contentTypes(for: .ownProcess) == [[.testProfile, .utf8PlainText], [.testProfile, .utf8PlainText]])
        #expect(pasteboard.canLoad(String.self))
        #expect(pasteboard.canLoad(TestProfile.self))
        #expect(!pasteboard.canLoad(Numbered.self))
        #expect(try await pasteboard.load(String.self) == ["Juan Chavez", "Mei Chen"])
        #expect(try await pasteboard.load(TestProfile.self) == profiles)
        #expect(try await pasteboard.load(Numbered.self) == [])
    }

    @Test("writing, listing and canLoad export nothing; load exports once per item")
    func lazy() async throws {
        let counter = Counter()
        let pasteboard = Pasteboard()
        pasteboard.write([CountedExport(counter: counter), CountedExport(counter: counter)])
        _ = pasteboard.contentTypes(for: .ownProcess)
        #expect(pasteboard.canLoad(String.self))
        #expect(counter.count == 0)
        #expect(try await pasteboard.load(String.self) == ["counted", "counted"])
        #expect(counter.count == 2)
    }

    @Test("an own-process type asked for by another process is not offered")
    func ownProcessTypeHiddenFromAnotherProcess() async throws {
        let pasteboard = Pasteboard()
        pasteboard.write([TestShape(kind: .circle)])
        #expect(pasteboard.contentTypes(for: .ownProcess) == [[.testShape]])
        #expect(pasteboard.contentTypes(for: .anotherProcess) == [[]])
        #expect(!pasteboard.canLoad(TestShape.self, reader: .anotherProcess))
        #expect(try await pasteboard.load(TestShape.self, reader: .anotherProcess) == [])
        await #expect(throws: PasteboardError.itemFailed(index: 0, error: .notOffered(contentType: "com.example.test-shape", offered: [], audience: .anotherProcess))) {
            try await pasteboard.loadData(itemAt: 0, contentType: .testShape, reader: .anotherProcess)
        }
        #expect(pasteboard.canLoad(TestShape.self, reader: .ownProcess))
        #expect(try await pasteboard.load(TestShape.self) == [TestShape(kind: .circle)])
    }

    @Test("another process gets the public fallback of a mixed item")
    func publicFallback() async throws {
        let pasteboard = Pasteboard()
        pasteboard.write([SecretNote(text: "hello")])
        #expect(pasteboard.contentTypes(for: .anotherProcess) == [[.utf8PlainText]])
        #expect(try await pasteboard.loadData(itemAt: 0, contentType: .plainText, reader: .anotherProcess) == Data("hello".utf8))
    }

    @Test("a failing item fails the paste with its index")
    func failureIndex() async {
        let pasteboard = Pasteboard()
        pasteboard.setItems([ItemProvider("fine"), failingProvider(.utf8PlainText), ItemProvider("also fine")])
        await #expect(throws: PasteboardError.itemFailed(index: 1, error: .loadFailed(contentType: "public.utf8-plain-text", reason: .error(TestLoadError.unavailable)))) {
            try await pasteboard.load(String.self)
        }
    }

    @Test("asking for an item that does not exist is a typed error")
    func noSuchItem() async {
        let pasteboard = Pasteboard()
        pasteboard.write(["only"])
        await #expect(throws: PasteboardError.noSuchItem(index: 3, count: 1)) {
            try await pasteboard.loadData(itemAt: 3, contentType: .plainText, reader: .ownProcess)
        }
    }

    @Test("a paste reads the contents as they were when it started")
    func snapshot() async throws {
        let pasteboard = Pasteboard()
        let started = Arrivals()
        let release = Gate()
        defer { release.open() }
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .utf8PlainText) {
            started.arrive()
            try await release.pass()
            return Data("before".utf8)
        }
        pasteboard.setItems([provider])
        let paste = Task { try await pasteboard.load(String.self) }
        // The handler runs only once the paste has started and taken its snapshot: write
        // then, not after a guessed delay (a write that came first left the handler
        // unreached and the test waiting for it forever).
        try await started.wait("the paste to start loading its item")
        pasteboard.write(["after"])
        release.open()
        #expect(try await withTimeout(10, waitingFor: "the paste to finish") { try await paste.value } == ["before"])
        #expect(try await pasteboard.load(String.self) == ["after"])
    }
}
