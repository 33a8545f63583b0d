// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import TransferSessions

@MainActor
@Suite("DragSession")
struct DragSessionTests {
    @Test("began → moved → dropped(operation) → ended, and the source is told once")
    func phases() async throws {
        var told: [DragOutcome] = []
        let target = SpyTarget()
        let session = DragSession(items: [ItemProvider("x")], allowedOperations: [.copy, .move]) { told.append($0) }
        #expect(session.phase == .began)
        try session.move(to: CGPoint(x: 5, y: 5), over: nil)
        try session.move(to: CGPoint(x: 10, y: 10), over: target)
        let outcome = try await session.drop()
        #expect(outcome == .completed(.copy))
        #expect(session.phaseHistory == [.began, .moved, .dropped(.copy), .ended(.completed(.copy))])
        #expect(told == [.completed(.copy)])
        #expect(target.drops.count == 1)
        #expect(target.targetedHistory == [true, false])
    }

    @Test("entering and leaving targets only changes their targeted state")
    func enterExit() throws {
        let first = SpyTarget(), second = SpyTarget()
        let session = DragSession(items: [ItemProvider("x")], allowedOperations: [.copy])
        try session.move(to: .zero, over: first)
        try session.move(to: CGPoint(x: 1, y: 1), over: first)
        try session.move(to: CGPoint(x: 2, y: 2), over: second)
        try session.move(to: CGPoint(x: 3, y: 3), over: nil)
        #expect(first.targetedHistory == [true, false])
        #expect(second.targetedHistory == [true, false])
        #expect(first.drops.isEmpty && second.drops.isEmpty)
        #expect(session.currentTarget == nil)
        #expect(session.phase == .moved)
    }

    @Test("a target that does not accept the items is never targeted; releasing there is a drop outside")
    func refusingTarget() async throws {
        let refusing = SpyTarget(accepts: false)
        var told: [DragOutcome] = []
        let session = DragSession(items: [ItemProvider("x")], allowedOperations: [.copy]) { told.append($0) }
        try session.move(to: .zero, over: refusing)
        #expect(refusing.targetedHistory.isEmpty)
        #expect(try await session.drop() == .droppedOutside)
        #expect(refusing.drops.isEmpty)
        #expect(told == [.droppedOutside])
    }

    @Test("the destination picks an operation the source allows, or does not accept")
    func operationChoice() async throws {
        let moveFirst = SpyTarget(preferred: [.move, .copy])
        let both = DragSession(items: [ItemProvider("x")], allowedOperations: [.copy, .move])
        try both.move(to: .zero, over: moveFirst)
        #expect(try await both.drop() == .completed(.move))
        #expect(moveFirst.drops.first?.operation == .move)

        let moveOnly = SpyTarget(preferred: [.move])
        let copyOnly = DragSession(items: [ItemProvider("x")], allowedOperations: [.copy])
        try copyOnly.move(to: .zero, over: moveOnly)
        #expect(moveOnly.targetedHistory.isEmpty)
        #expect(try await copyOnly.drop() == .droppedOutside)
        #expect(moveOnly.drops.isEmpty)
    }

    @Test("cancelling un-targets, drops nothing and tells the source; the session is then over")
    func cancel() async throws {
        let target = SpyTarget()
        var told: [DragOutcome] = []
        let session = DragSession(items: [ItemProvider("x")], allowedOperations: [.copy]) { told.append($0) }
        try session.move(to: .zero, over: target)
        try session.cancel()
        #expect(session.phaseHistory == [.began, .moved, .cancelled, .ended(.cancelled)])
        #expect(target.targetedHistory == [true, false])
        #expect(target.drops.isEmpty)
        #expect(told == [.cancelled])
        #expect(throws: DragSessionError.invalidTransition(event: "move", phase: .ended(.cancelled))) {
            try session.move(to: .zero, over: target)
        }
        #expect(throws: DragSessionError.invalidTransition(event: "cancel", phase: .ended(.cancelled))) { try session.cancel() }
        await #expect(throws: DragSessionError.invalidTransition(event: "drop", phase: .ended(.cancelled))) { try await session.drop() }
        #expect(told.count == 1)
    }

    @Test("the drop location is given in the destination's coordinates")
    func location() async throws {
        let target = SpyTarget(frame: CGRect(x: 100, y: 40, width: 200, height: 200))
        let session = DragSession(items: [ItemProvider("x")], allowedOperations: [.copy])
        try session.move(to: CGPoint(x: 130, y: 70), over: target)
        try await session.drop()
        #expect(target.drops.first?.location == CGPoint(x: 30, y: 30))
    }

    @Test("a destination that does not succeed is reported to the source")
    func notAccepted() async throws {
        let target = SpyTarget()
        target.result = .declined
        let session = DragSession(items: [ItemProvider("x")], allowedOperations: [.move])
        try session.move(to: .zero, over: target)
        #expect(try await session.drop() == .notAccepted(.declined))
        #expect(session.outcome?.completedOperation == nil)
    }

    @Test("local context and own-process representations reach only own-process destinations")
    func audiences() async throws {
        let local = SpyTarget()
        let foreign = SpyTarget(readerAudience: .anotherProcess)
        for target in [local, foreign] {
            let session = DragSession(items: [ItemProvider(SecretNote(text: "s"))], allowedOperations: [.copy], localContext: "context")
            try session.move(to: .zero, over: target)
            try await session.drop()
        }
        #expect(local.drops[0].localContext as? String == "context")
        #expect(local.drops[0].items[0].registeredContentTypes == [.secretNote, .utf8PlainText])
        #expect(foreign.drops[0].localContext == nil)
        #expect(foreign.drops[0].items[0].registeredContentTypes == [.utf8PlainText])
    }

    @Test("loads must start inside the drop handler; a load started after it returns fails")
    func accessWindow() async throws {
        var kept: [ItemProvider] = []
        var startedInside: ItemLoad<String>?
        let destination = ProviderDropDestination(of: [.plainText]) { drop in
            kept = Array(drop.items)
            startedInside = drop.items[0].startLoadingTransferable(String.self)
            return .finished(.succeeded(count: 1, failures: []))
        }
        let session = DragSession(items: [ItemProvider("payload")], allowedOperations: [.copy])
        try session.move(to: .zero, over: destination)
        try await session.drop()
        #expect(try await startedInside?.value == "payload")
        await #expect(throws: ItemProviderError.accessExpired(contentType: nil)) {
            try await kept[0].loadTransferable(type: String.self)
        }
        await #expect(throws: ItemProviderError.accessExpired(contentType: "public.plain-text")) {
            try await kept[0].loadDataRepresentation(for: .plainText)
        }
    }

    @Test("a target cannot load while the pointer only hovers")
    func noLoadingBeforeDrop() async throws {
        final class PeekingTarget: SpyTarget {
            var peeks: [ItemLoad<String>] = []
            override func proposedOperation(for items: DropItems, allowed: Set<DragOperation>) -> DragOperation? {
                peeks.append(items[0].startLoadingTransferable(String.self))
                return super.proposedOperation(for: items, allowed: allowed)
            }
        }
        let counter = Counter()
        let target = PeekingTarget()
        let session = DragSession(items: [ItemProvider(CountedExport(counter: counter))], allowedOperations: [.copy])
        try session.move(to: .zero, over: target)
        try session.cancel()
        #expect(target.peeks.count == 1)
        #expect(await target.peeks[0].result == .failure(.accessExpired(contentType: nil)))
        #expect(counter.count == 0)
    }

    @Test("a drop taken by another process ends the session with its operation")
    func endedInAnotherProcess() throws {
        var told: [DragOutcome] = []
        let session = DragSession(items: [ItemProvider("x")], allowedOperations: [.move]) { told.append($0) }
        try session.move(to: .zero, over: nil)
        #expect(throws: DragSessionError.operationNotAllowed(.copy, allowed: ["move"])) { try session.endInAnotherProcess(operation: .copy) }
        #expect(try session.endInAnotherProcess(operation: .move) == .completed(.move))
        #expect(session.phaseHistory == [.began, .moved, .dropped(.move), .ended(.completed(.move))])
        #expect(told == [.completed(.move)])
        #expect(throws: DragSessionError.invalidTransition(event: "end", phase: .ended(.completed(.move)))) {
            try session.endInAnotherProcess(operation: nil)
        }
        let refused = DragSession(items: [ItemProvider("x")], allowedOperations: [.copy])
        #expect(try refused.endInAnotherProcess(operation: nil) == .droppedOutside)
    }

    @Test("the preview is a description only")
    func preview() {
        let session = DragSession(items: [], allowedOperations: [.copy], preview: DragPreview(title: "Drop Circle"))
        #expect(session.preview == DragPreview(title: "Drop Circle", size: CGSize(width: 300, height: 300), cornerRadius: 16))
    }
}
