// SPDX-License-Identifier: Apache-2.0
import CGtk
import Testing
@testable import GtkKit

/// Signal closures: called, counted, and released with their object, their owner or on
/// disconnect. Serialized: the live count is process-wide.
@MainActor
@Suite(.serialized)
struct SignalConnectionTests {
    private func makeAction() -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(g_simple_action_new("test", nil)!) }

    private func activate(_ action: UnsafeMutableRawPointer) {
        g_action_activate(OpaquePointer(action), nil)
    }

    @Test func aClosureRunsOnEmissionAndIsFreedWithItsObject() {
        let before = SignalConnection.liveClosureCount
        let action = makeAction()
        var calls = 0
        let connection = connectSignal(action, "activate") { _, _ in calls += 1 }
        #expect(SignalConnection.liveClosureCount == before + 1)
        #expect(connection.isConnected)
        activate(action)
        activate(action)
        #expect(calls == 2)
        g_object_unref(action)
        #expect(SignalConnection.liveClosureCount == before)
    }

    @Test func disconnectFreesTheClosureAndStopsCalls() {
        let before = SignalConnection.liveClosureCount
        let action = makeAction()
        defer { g_object_unref(action) }
        var calls = 0
        let connection = connectSignal(action, "activate") { _, _ in calls += 1 }
        connection.disconnect()
        #expect(!connection.isConnected)
        #expect(SignalConnection.liveClosureCount == before)
        activate(action)
        #expect(calls == 0)
        connection.disconnect()  // a second disconnect does nothing
    }

    @Test func capturedObjectsAreReleasedWithTheClosure() {
        final class Tracker {}
        weak var tracker: Tracker?
        let action = makeAction()
        do {
            let strong = Tracker()
            tracker = strong
            connectSignal(action, "activate") { _, _ in _ = strong }
        }
        #expect(tracker != nil)
        g_object_unref(action)
        #expect(tracker == nil)
    }

    @Test func closuresOnAnotherObjectEndWithTheirOwner() {
        let before = SignalConnection.liveClosureCount
        let action = makeAction()
        defer { g_object_unref(action) }
        let owner = makeAction()
        var calls = 0
        let connection = connectSignal(action, "activate", owner: owner) { _, _ in calls += 1 }
        activate(action)
        g_object_unref(owner)  // the owner is finalized: its closures go with it
        #expect(!connection.isConnected)
        #expect(SignalConnection.liveClosureCount == before)
        activate(action)
        #expect(calls == 1)
    }

    @Test func theEmittingInstanceAndParametersReachTheClosure() {
        let action = makeAction()
        defer { g_object_unref(action) }
        var instance: UnsafeMutableRawPointer?
        var count = 0
        connectSignal(action, "activate") { arguments, _ in
            instance = arguments.object(0)
            count = arguments.count
        }
        activate(action)
        #expect(instance == action)
        #expect(count == 2)  // the instance and the (empty) parameter
    }
}
