// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Synchronization
import Testing
@testable import TransferSessions

// Models, fixtures and helpers shared by the TransferSessions tests.

extension UTType {
    static let testProfile = UTType(exportedAs: "com.example.profile")
    static let numbered = UTType(exportedAs: "com.example.test-numbered")
    static let secretNote = UTType(exportedAs: "com.example.test-secret-note")
    static let testShape = UTType(exportedAs: "com.example.test-shape")
}

/// A versioned payload visible only to this process, with a contract that accepts only
/// version 1: the shape of an app's private drag payload (the Shapes scene's, say).
struct TestShape: Codable, Transferable, Hashable, Sendable {
    enum Kind: String, Codable, Sendable { case circle, square }
    var version = 1
    var kind: Kind

    init(version: Int = 1, kind: Kind) {
        self.version = version
        self.kind = kind
    }

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .testShape).visibility(.ownProcess)
    }

    /// A non-empty batch whose every payload has version 1.
    static var acceptanceContract: AcceptanceContract<TestShape> {
        AcceptanceContract(rejectionReason: "Drop rejected: unsupported payload.", rules: [
            .nonEmpty,
            .every("version == 1", \.version, equals: 1),
        ])
    }
}

/// Scene 4's shape: JSON first, then the name as text.
struct TestProfile: Codable, Transferable, Equatable {
    var name: String
    var bio: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .testProfile)
        ProxyRepresentation(exporting: \.name)
    }
}

/// A value carrying its position, to check order.
struct Numbered: Codable, Transferable, Equatable {
    var index: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .numbered)
    }
}

/// Own-process JSON and a public text fallback of the same value.
struct SecretNote: Codable, Transferable, Equatable {
    var text: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .secretNote).visibility(.ownProcess)
        ProxyRepresentation(exporting: \.text)
    }
}

/// Two representations of the same content type: own-process bytes first, public bytes
/// second. Each reader must get the one its audience may see.
struct TwoFaced: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .utf8PlainText) { _ in Data("private".utf8) }
            .visibility(.ownProcess)
        DataRepresentation(exportedContentType: .utf8PlainText) { _ in Data("public".utf8) }
    }
}

/// A shape payload whose encoding always fails (JSON cannot encode NaN).
struct UnencodableShape: Codable, Transferable {
    var version = 1
    var kind = "circle"
    var weight = Double.nan

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .testShape).visibility(.ownProcess)
    }
}

/// Counts how often something ran; shareable across tasks.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    @discardableResult func increment() -> Int { value.add(1, ordering: .relaxed).newValue }
    var count: Int { value.load(ordering: .relaxed) }
}

/// A value whose export is counted, to prove exports are lazy.
struct CountedExport: Transferable {
    let counter: Counter

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .utf8PlainText) { value in
            value.counter.increment()
            return Data("counted".utf8)
        }
    }
}

/// Waits until `parties` tasks have arrived, then lets them all go. A sequential
/// loader would never get past it.
actor Barrier {
    private let parties: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(parties: Int) { self.parties = parties }

    func arriveAndWait() async {
        arrived += 1
        if arrived == parties {
            waiting.forEach { $0.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}

struct TimedOut: Error, CustomStringConvertible {
    let seconds: Double
    /// What the test was waiting for, when it said.
    var what: String? = nil
    var description: String { "timed out after \(seconds) s" + (what.map { " waiting for \($0)" } ?? "") }
}

/// True for the first caller of `claim()` only.
final class OnceFlag: Sendable {
    private let taken = Atomic<Bool>(false)
    func claim() -> Bool { !taken.exchange(true, ordering: .acquiringAndReleasing) }
}

/// Runs `operation`, failing with `TimedOut` after `seconds` instead of hanging: the
/// operation runs in its own task and is abandoned (and cancelled) if it never returns,
/// so a regression that deadlocks fails the test rather than the whole run.
func withTimeout<T: Sendable>(_ seconds: Double, waitingFor what: String? = nil,
                              _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    let claimed = OnceFlag()
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        let work = Task {
            let result: Result<T, any Error>
            do { result = .success(try await operation()) } catch { result = .failure(error) }
            if claimed.claim() { continuation.resume(with: result) }
        }
        Task.detached {
            try? await Task.sleep(for: .seconds(seconds))
            if claimed.claim() {
                work.cancel()
                continuation.resume(throwing: TimedOut(seconds: seconds, what: what))
            }
        }
    }
}

/// Counts events (a load handler started, a handler is about to return) and lets a test
/// wait for the event itself rather than sleep and hope it happened. ``wait(for:_:within:)``
/// is bounded: it fails with `TimedOut` naming what it waited for instead of hanging.
final class Arrivals: Sendable {
    private struct Waiter {
        let target: Int
        let continuation: CheckedContinuation<Void, any Error>
    }
    private struct State {
        var count = 0
        var lastID = 0
        var waiters: [Int: Waiter] = [:]
        var cancelledIDs: Set<Int> = []
    }
    private let state = Mutex(State())

    /// How many events have been recorded.
    var count: Int { state.withLock { $0.count } }

    /// Records one event and releases every waiter it completes.
    func arrive() {
        let released = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.count += 1
            let count = state.count
            let done = state.waiters.filter { $0.value.target <= count }
            for id in done.keys { state.waiters[id] = nil }
            return done.values.map(\.continuation)
        }
        for continuation in released { continuation.resume() }
    }

    /// Suspends until `target` events have been recorded, with no bound of its own; if the
    /// waiting task is cancelled first, throws `CancellationError` (as a cancelled sleep would).
    func reached(_ target: Int) async throws {
        let id = state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if state.count >= target { return .success(()) }
                    if state.cancelledIDs.remove(id) != nil { return .failure(CancellationError()) }
                    state.waiters[id] = Waiter(target: target, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiting = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard let waiter = state.waiters.removeValue(forKey: id) else {
                    state.cancelledIDs.insert(id)
                    return nil
                }
                return waiter.continuation
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    /// Waits until `target` events have been recorded, at most `seconds`; otherwise fails
    /// with `TimedOut` saying it was waiting for `what`.
    func wait(for target: Int = 1, _ what: String, within seconds: Double = 10) async throws {
        try await withTimeout(seconds, waitingFor: "\(what) (\(target) expected, \(count) seen)") {
            try await self.reached(target)
        }
    }
}

/// A gate the test opens: a load handler that calls ``pass()`` stays in it until the test
/// calls ``open()``, or until the load is cancelled (``pass()`` then throws
/// `CancellationError`). It makes a load slow on purpose with the test, not the clock,
/// deciding when it ends.
final class Gate: Sendable {
    private let opened = Arrivals()

    func open() { opened.arrive() }
    func pass() async throws { try await opened.reached(1) }
}

/// A provider whose single data representation returns `bytes` for `contentType`.
func dataProvider(_ contentType: UTType, _ bytes: Data, visibility: TransferRepresentationVisibility = .all) -> ItemProvider {
    let provider = ItemProvider()
    provider.registerDataRepresentation(for: contentType, visibility: visibility) { bytes }
    return provider
}

/// A provider whose load handler throws.
func failingProvider(_ contentType: UTType) -> ItemProvider {
    let provider = ItemProvider()
    provider.registerDataRepresentation(for: contentType) { () async throws -> Data in throw TestLoadError.unavailable }
    return provider
}

enum TestLoadError: Error, CustomStringConvertible {
    case unavailable
    var description: String { "the test source has no data" }
}

/// A drop target that records what happens to it and can accept anything.
@MainActor
class SpyTarget: DropTarget {
    var frame: CGRect
    let readerAudience: TransferAudience
    var preferred: [DragOperation]
    var accepts: Bool
    private(set) var targetedHistory: [Bool] = []
    private(set) var drops: [DropInfo] = []
    var result: DropResult = .succeeded(count: 1, failures: [])

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100), readerAudience: TransferAudience = .ownProcess,
         preferred: [DragOperation] = [.copy, .move], accepts: Bool = true) {
        self.frame = frame
        self.readerAudience = readerAudience
        self.preferred = preferred
        self.accepts = accepts
    }

    func proposedOperation(for items: DropItems, allowed: Set<DragOperation>) -> DragOperation? {
        accepts ? preferred.first(where: allowed.contains) : nil
    }

    func setTargeted(_ targeted: Bool) { targetedHistory.append(targeted) }

    func performDrop(_ drop: DropInfo) -> PendingDrop {
        drops.append(drop)
        return .finished(result)
    }
}

/// Encodes a shape payload as its wire bytes.
func shapeBytes(version: Int, kind: String) -> Data {
    Data(#"{"version":\#(version),"kind":"\#(kind)"}"#.utf8)
}

/// Main-actor state a test's callbacks record into.
@MainActor
final class Recorder<Entry> {
    var entries: [Entry] = []
    var flag = false
    func record(_ entry: Entry) { entries.append(entry) }
}

/// A provider of `Numbered(index:)` whose load runs `beforeReturning` first.
func numberedProvider(_ index: Int, beforeReturning: @escaping @Sendable () async throws -> Void = {}) -> ItemProvider {
    let provider = ItemProvider()
    provider.registerDataRepresentation(for: .numbered) {
        try await beforeReturning()
        return try JSONEncoder().encode(Numbered(index: index))
    }
    return provider
}

/// A contract that takes any non-empty batch.
func anyNonEmpty<Item>() -> AcceptanceContract<Item> {
    AcceptanceContract(rejectionReason: "empty", rules: [.nonEmpty])
}
