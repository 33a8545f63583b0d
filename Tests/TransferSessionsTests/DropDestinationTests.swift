// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import TransferSessions

@MainActor
@Suite("DropDestination")
struct DropDestinationTests {
    private func drop(_ items: [ItemProvider], on target: any DropTarget, at point: CGPoint = CGPoint(x: 10, y: 10),
                      allowed: Set<DragOperation> = [.copy]) async throws -> DragOutcome {
        let session = DragSession(items: items, allowedOperations: allowed)
        try session.move(to: point, over: target)
        return try await session.drop()
    }

    @Test("every item is decoded first; the action runs once with all values in order and the location")
    func decodesAllThenActs() async throws {
        var calls: [([Numbered], CGPoint)] = []
        let destination = DropDestination(for: Numbered.self, frame: CGRect(x: 5, y: 5, width: 50, height: 50)) { values, location in
            calls.append((values, location))
            return true
        }
        let outcome = try await drop((0..<5).map { ItemProvider(Numbered(index: $0)) }, on: destination)
        #expect(outcome == .completed(.copy))
        #expect(calls.count == 1)
        #expect(calls.first?.0 == (0..<5).map(Numbered.init))
        #expect(calls.first?.1 == CGPoint(x: 5, y: 5))
    }

    @Test("one undecodable item: the action is not called and the drop fails with its index")
    func failureStopsAction() async throws {
        var called = false
        var reported: [DropResult] = []
        let destination = DropDestination(for: Numbered.self) { _, _ in called = true; return true }
        destination.onResult = { reported.append($0) }
        let items = [ItemProvider(Numbered(index: 0)), dataProvider(.numbered, Data("{".utf8)), ItemProvider(Numbered(index: 2))]
        let outcome = try await drop(items, on: destination)
        #expect(!called)
        guard case .notAccepted(.failed(let error)) = outcome else { Issue.record("unexpected \(outcome)"); return }
        #expect(error.index == 1)
        guard case .itemFailed(_, let count, .decodeFailed(let type, _, _)) = error else { Issue.record("unexpected \(error)"); return }
        #expect(count == 3)
        #expect(type == "Numbered")
        #expect(reported == [.failed(error)])
    }

    @Test("an item that offers nothing decodable is a failure at its index, never filtered out")
    func missingRepresentation() async throws {
        var called = false
        let destination = DropDestination(for: Numbered.self) { _, _ in called = true; return true }
        let outcome = try await drop([ItemProvider(Numbered(index: 0)), ItemProvider("just text")], on: destination)
        #expect(!called)
        #expect(outcome == .notAccepted(.failed(.itemFailed(index: 1, count: 2, error: ItemProviderError.noImportableRepresentation(
            type: "Numbered", offered: ["public.utf8-plain-text"], audience: TransferAudience.ownProcess)))))
    }

    @Test("the action's Bool is the drop's success")
    func actionResult() async throws {
        let destination = DropDestination(for: Numbered.self) { _, _ in false }
        #expect(try await drop([ItemProvider(Numbered(index: 0))], on: destination) == .notAccepted(.declined))
    }

    @Test("a contract rejection keeps the action from running")
    func contract() async throws {
        var called = false
        let destination = DropDestination(for: TestShape.self, contract: TestShape.acceptanceContract) { _, _ in
            called = true
            return true
        }
        let outcome = try await drop([ItemProvider(TestShape(kind: .circle)), ItemProvider(TestShape(version: 2, kind: .square))], on: destination)
        #expect(!called)
        #expect(outcome == DragOutcome.notAccepted(.rejected(reason: "Drop rejected: unsupported payload.",
                                                  violation: AcceptanceViolation(rule: "version == 1", itemIndex: 1))))
    }

    @Test("isTargeted reports hovering and nothing else")
    func targeting() throws {
        var states: [Bool] = []
        var called = false
        let destination = DropDestination(for: Numbered.self, action: { _, _ in called = true; return true }, isTargeted: { states.append($0) })
        let session = DragSession(items: [ItemProvider(Numbered(index: 0))], allowedOperations: [.copy])
        try session.move(to: .zero, over: destination)
        #expect(destination.isTargeted)
        try session.move(to: .zero, over: nil)
        #expect(!destination.isTargeted)
        try session.move(to: .zero, over: destination)
        try session.cancel()
        #expect(states == [true, false, true, false])
        #expect(!called)
    }

    @Test("a destination for another process is not offered an own-process type")
    func anotherProcess() async throws {
        var called = false
        let foreign = DropDestination(for: TestShape.self, readerAudience: .anotherProcess) { _, _ in called = true; return true }
        let session = DragSession(items: [ItemProvider(TestShape(kind: .circle))], allowedOperations: [.copy])
        try session.move(to: .zero, over: foreign)
        #expect(!foreign.isTargeted)
        #expect(try await session.drop() == .droppedOutside)
        #expect(!called)
    }
}
