internal import CGtk
import GtkKit

/// The values of one emission of a signal connected with ``RawSignals/connect(_:_:_:)``:
/// index 0 is the emitting instance, then the signal's parameters.
struct RawSignalValues: @unchecked Sendable {
    let values: UnsafePointer<GValue>?
    let count: Int

    private func value(_ index: Int) -> UnsafeMutablePointer<GValue>? {
        guard let values, index < count else { return nil }
        return UnsafeMutablePointer(mutating: values + index)
    }

    /// An object parameter.
    func object(_ index: Int) -> UnsafeMutableRawPointer? { value(index).flatMap { g_value_get_object($0) } }

    /// A string parameter (empty when NULL).
    func string(_ index: Int) -> String {
        value(index).flatMap { g_value_get_string($0) }.map { String(cString: $0) } ?? ""
    }
}

/// Connects closures to GObject signals that GtkKit does not wrap (focus controllers,
/// `preedit-changed`, frame clocks). GtkKit's own connector is internal, so the app keeps
/// this small one until GtkKit offers the signals it needs (see the report).
///
/// A closure lives until its instance is finalized (GObject destroys its handlers then) or
/// ``disconnect(_:)``; closures must capture their page weakly so that no cycle keeps a
/// closed window's widgets alive.
@MainActor
enum RawSignals {
    /// Connects `body` to `signal` of `instance`; returns the handler id.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String,
                        _ body: @escaping @MainActor (RawSignalValues) -> Void) -> UInt {
        let box = Unmanaged.passRetained(RawSignalHandler(body)).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
        g_closure_set_marshal(closure, rawSignalMarshal)
        g_closure_add_finalize_notifier(closure, box, rawSignalRelease)
        let id = g_signal_connect_closure(instance.assumingMemoryBound(to: GObject.self), signal, closure, 0)
        precondition(id != 0, "ferry: \(String(cString: cgtk_instance_type_name(instance))) has no signal \"\(signal)\"")
        return UInt(id)
    }

    /// Disconnects a handler of a live instance.
    static func disconnect(_ instance: UnsafeMutableRawPointer, _ id: UInt) {
        let object = instance.assumingMemoryBound(to: GObject.self)
        if g_signal_handler_is_connected(object, gulong(id)) != 0 { g_signal_handler_disconnect(object, gulong(id)) }
    }
}

/// The Swift side of one raw connection.
private final class RawSignalHandler: @unchecked Sendable {
    let body: @MainActor (RawSignalValues) -> Void
    init(_ body: @escaping @MainActor (RawSignalValues) -> Void) { self.body = body }
}

private let rawSignalMarshal: GClosureMarshal = { closure, _, count, values, _, _ in
    guard let data = closure?.pointee.data else { return }
    let handler = Unmanaged<RawSignalHandler>.fromOpaque(data).takeUnretainedValue()
    let arguments = RawSignalValues(values: values, count: Int(count))
    MainActor.assumeIsolated { handler.body(arguments) }
}

private let rawSignalRelease: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<RawSignalHandler>.fromOpaque(data).release()
}
