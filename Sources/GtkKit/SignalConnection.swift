// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Synchronization

/// A Swift closure connected to a GObject signal.
///
/// The closure is kept alive by GObject, not by this value, and is released when the
/// connection ends, which is the first of:
/// - the object it is connected to is disposed (for a widget: destroyed);
/// - its *owner* widget is finalized, or the window holding the owner is closed (GtkKit
///   then releases every closure owned by a widget in that window, so closures may
///   capture the window's controller strongly without a reference cycle outliving the
///   window);
/// - ``disconnect()`` is called.
///
/// ``liveClosureCount`` counts the closures currently alive in the process, so tests can
/// check that none leak.
public struct SignalConnection: Sendable, Hashable {
    let instance: UInt
    /// The GObject handler id.
    public let handlerID: UInt

    /// How many signal closures connected through GtkKit are alive in this process.
    public static var liveClosureCount: Int { SignalHandlerBox.live.load(ordering: .acquiring) }

    /// Whether the handler is still connected.
    @MainActor
    public var isConnected: Bool {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: instance) else { return false }
        return SignalRegistry.isRegistered(instance: instance, handlerID: handlerID)
            && g_signal_handler_is_connected(GObjectHandle<GioClass.Object>(pointer).pointer, gulong(handlerID)) != 0
    }

    /// Disconnects the handler and releases its closure. Does nothing if already gone.
    @MainActor
    public func disconnect() {
        guard isConnected, let pointer = UnsafeMutableRawPointer(bitPattern: instance) else { return }
        g_signal_handler_disconnect(GObjectHandle<GioClass.Object>(pointer).pointer, gulong(handlerID))
    }
}

/// The values of one signal emission: index 0 is the emitting instance, then the
/// signal's parameters in order.
package struct SignalArguments: @unchecked Sendable {
    let values: UnsafePointer<GValue>?
    let count: Int

    private func value(_ index: Int) -> UnsafeMutablePointer<GValue>? {
        guard let values, index < count else { return nil }
        return UnsafeMutablePointer(mutating: values + index)
    }
    package func object(_ index: Int) -> UnsafeMutableRawPointer? { value(index).flatMap { g_value_get_object($0) } }
    package func pointer(_ index: Int) -> UnsafeMutableRawPointer? { value(index).flatMap { g_value_get_pointer($0) } }
    package func double(_ index: Int) -> Double { value(index).map { g_value_get_double($0) } ?? 0 }
    package func int(_ index: Int) -> Int { value(index).map { Int(g_value_get_int($0)) } ?? 0 }
    package func uint(_ index: Int) -> UInt { value(index).map { UInt(g_value_get_uint($0)) } ?? 0 }
    package func bool(_ index: Int) -> Bool { value(index).map { g_value_get_boolean($0) != 0 } ?? false }
    package func enumValue(_ index: Int) -> Int { value(index).map { Int(g_value_get_enum($0)) } ?? 0 }
    package func flags(_ index: Int) -> UInt32 { value(index).map { UInt32(g_value_get_flags($0)) } ?? 0 }
    /// A string parameter (empty when NULL).
    package func string(_ index: Int) -> String { value(index).flatMap { g_value_get_string($0) }.map { String(cString: $0) } ?? "" }
}

/// Where a handler puts its return value, for signals that have one.
package struct SignalReturn: @unchecked Sendable {
    let value: UnsafeMutablePointer<GValue>?
    package func setBool(_ result: Bool) { if let value { g_value_set_boolean(value, result ? 1 : 0) } }
    package func setInt(_ result: Int32) { if let value { g_value_set_int(value, gint(result)) } }
    package func setFlags(_ result: UInt32) { if let value { g_value_set_flags(value, guint(result)) } }
    /// Hands over a reference the handler owns (transfer full), or NULL.
    package func takeObject(_ object: UnsafeMutableRawPointer?) {
        guard let value else { if let object { g_object_unref(object) }; return }
        g_value_take_object(value, object)
    }
}

/// The Swift side of one connected closure.
final class SignalHandlerBox: @unchecked Sendable {
    static let live = Atomic<Int>(0)
    typealias Handler = @MainActor (SignalArguments, SignalReturn) -> Void

    let handler: Handler
    /// Set once connected; read when the box is released.
    var instance: UInt = 0
    var handlerID: UInt = 0
    var owner: UInt = 0

    init(_ handler: @escaping Handler) {
        self.handler = handler
        Self.live.add(1, ordering: .relaxed)
    }

    deinit {
        SignalRegistry.remove(instance: instance, handlerID: handlerID, owner: owner)
        Self.live.subtract(1, ordering: .releasing)
    }
}

/// The one marshaller for every GtkKit closure: it hands the raw values to the box.
private let marshalSignal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    guard let data = closure?.pointee.data else { return }
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
    let arguments = SignalArguments(values: values, count: Int(count))
    let result = SignalReturn(value: returnValue)
    MainActor.assumeIsolated { box.handler(arguments, result) }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
}

/// Connects `handler` to `signal` of `instance`.
///
/// - Parameter owner: The widget whose lifetime bounds the closure when `instance` is
///   not a widget of its own (a controller, a buffer, the clipboard, the settings).
@MainActor
@discardableResult
package func connectSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, owner: UnsafeMutableRawPointer? = nil,
                           after: Bool = false, _ handler: @escaping @MainActor (SignalArguments, SignalReturn) -> Void) -> SignalConnection {
    let box = SignalHandlerBox(handler)
    let data = Unmanaged.passRetained(box).toOpaque()
    let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)!
    g_closure_set_marshal(closure, marshalSignal)
    g_closure_add_finalize_notifier(closure, data, releaseBox)
    let id = g_signal_connect_closure(GObjectHandle<GioClass.Object>(instance).pointer, signal, closure, after ? 1 : 0)
    precondition(id != 0, "GtkKit: \(String(cString: cgtk_instance_type_name(instance))) has no signal \"\(signal)\"")
    box.instance = UInt(bitPattern: instance)
    box.handlerID = UInt(id)
    box.owner = UInt(bitPattern: owner ?? instance)
    SignalRegistry.add(box)
    return SignalConnection(instance: box.instance, handlerID: box.handlerID)
}

/// Which connections each owner holds, so they can be released together when the owner
/// goes away or its window closes.
enum SignalRegistry {
    private struct Record {
        let instance: UInt
        let handlerID: UInt
    }
    private struct State {
        var byOwner: [UInt: [Record]] = [:]
        var watchedOwners: Set<UInt> = []
    }
    private static let state = Mutex(State())

    static func add(_ box: SignalHandlerBox) {
        let needsWatch = state.withLock { state -> Bool in
            state.byOwner[box.owner, default: []].append(Record(instance: box.instance, handlerID: box.handlerID))
            // An owner other than the instance is watched (once) so that its closures on
            // other objects end with it.
            return box.owner != box.instance && state.watchedOwners.insert(box.owner).inserted
        }
        if needsWatch, let owner = UnsafeMutableRawPointer(bitPattern: box.owner) {
            g_object_weak_ref(GObjectHandle<GioClass.Object>(owner).pointer, { _, object in
                guard let object else { return }
                let key = UInt(bitPattern: object)
                SignalRegistry.state.withLock { _ = $0.watchedOwners.remove(key) }
                MainActor.assumeIsolated { SignalRegistry.releaseConnections(ownedBy: key) }
            }, nil)
        }
    }

    static func remove(instance: UInt, handlerID: UInt, owner: UInt) {
        state.withLock { state in
            guard var records = state.byOwner[owner] else { return }
            records.removeAll { $0.instance == instance && $0.handlerID == handlerID }
            state.byOwner[owner] = records.isEmpty ? nil : records
        }
    }

    static func isRegistered(instance: UInt, handlerID: UInt) -> Bool {
        state.withLock { state in
            state.byOwner.values.contains { $0.contains { $0.instance == instance && $0.handlerID == handlerID } }
        }
    }

    /// Disconnects every closure owned by `owner` (the object itself may be dying).
    @MainActor
    static func releaseConnections(ownedBy owner: UInt) {
        let records = state.withLock { $0.byOwner[owner] ?? [] }
        for record in records {
            guard let instance = UnsafeMutableRawPointer(bitPattern: record.instance) else { continue }
            let object = GObjectHandle<GioClass.Object>(instance).pointer
            if g_signal_handler_is_connected(object, gulong(record.handlerID)) != 0 {
                g_signal_handler_disconnect(object, gulong(record.handlerID))
            }
        }
    }

    /// Releases the closures owned by `root` and by every widget below it.
    @MainActor
    static func releaseConnections(inWidgetTree root: UnsafeMutableRawPointer) {
        var stack = [root]
        while let widget = stack.popLast() {
            releaseConnections(ownedBy: UInt(bitPattern: widget))
            var child = gtk_widget_get_first_child(GObjectHandle<GtkClass.Widget>(widget).pointer)
            while let current = child {
                stack.append(UnsafeMutableRawPointer(current))
                child = gtk_widget_get_next_sibling(current)
            }
        }
    }
}
