// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import TransferSessions

@Suite("DropItems")
struct DropItemsTests {
    @Test("items given as they are are handed out as the same providers")
    func asTheyAre() {
        let providers = [ItemProvider("a"), ItemProvider("b")]
        let items = DropItems(providers)
        #expect(items.count == 2)
        #expect(items[0] === providers[0])
        #expect(items[1] === providers[1])
    }

    @Test("scoped items are views for their reader: hidden representations are neither listed nor served")
    func scopedViews() async throws {
        let source = ItemProvider(SecretNote(text: "s"))
        let window = DropAccessWindow()
        let foreign = DropItems(scoping: [source], to: .anotherProcess, accessWindow: window)
        let local = DropItems(scoping: [source], to: .ownProcess, accessWindow: window)
        #expect(foreign[0] !== source)
        #expect(foreign[0].registeredContentTypes == [.utf8PlainText])
        #expect(local[0].registeredContentTypes == [.secretNote, .utf8PlainText])
        await #expect(throws: ItemProviderError.self) { try await foreign[0].loadDataRepresentation(for: .secretNote) }
        #expect(try await local[0].loadTransferable(type: SecretNote.self) == SecretNote(text: "s"))
    }

    @Test("a view made after the window closed cannot load either")
    func closedWindow() async {
        let window = DropAccessWindow()
        let items = DropItems(scoping: [ItemProvider("payload")], to: .ownProcess, accessWindow: window)
        window.close()
        await #expect(throws: ItemProviderError.accessExpired(contentType: nil)) {
            try await items[0].loadTransferable(type: String.self)
        }
    }

    @Test("reader(at:) gives the audience the element's view has, without making one")
    func readerAudience() {
        let source = ItemProvider("x")
        let narrowed = source.restricted(to: .anotherProcess)
        let window = DropAccessWindow()
        #expect(DropItems(scoping: [source], to: .ownProcess, accessWindow: window).reader(at: 0).audience == .ownProcess)
        #expect(DropItems(scoping: [source], to: .anotherProcess, accessWindow: window).reader(at: 0).audience == .anotherProcess)
        // A view of a view never sees more than either.
        #expect(DropItems(scoping: [narrowed], to: .ownProcess, accessWindow: window).reader(at: 0).audience == .anotherProcess)
        #expect(DropItems([narrowed]).reader(at: 0).provider === narrowed)
        #expect(DropItems([narrowed]).reader(at: 0).audience == narrowed.audience)
    }
}
