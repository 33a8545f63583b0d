// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation

/// Takes a GError's message and frees it.
func takeErrorMessage(_ error: inout UnsafeMutablePointer<GError>?) -> String {
    guard let pointer = error else { return "unknown error" }
    let message = String(cString: pointer.pointee.message)
    g_error_free(pointer)
    error = nil
    return message
}

/// Runs `body` with a NULL-terminated array of C strings that lives for the call.
func withCStringArray<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let duplicates = strings.map { strdup($0)! }
    defer { duplicates.forEach { free($0) } }
    var array: [UnsafePointer<CChar>?] = duplicates.map { UnsafePointer($0) }
    array.append(nil)
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

/// A GObject pointer carried across a suspension point. GObjects are used on the main
/// thread only; this wrapper exists so that a pointer can cross a continuation.
struct ObjectPointer: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer
    init(_ raw: UnsafeMutableRawPointer) { self.raw = raw }
}

/// Holds one strong GObject reference for its lifetime.
final class ObjectReference: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer
    /// Adds a reference to `raw` (sinking a floating one).
    init(retaining raw: UnsafeMutableRawPointer) {
        self.raw = raw
        g_object_ref_sink(raw)
    }
    /// Takes over a reference the caller owns.
    init(taking raw: UnsafeMutableRawPointer) {
        self.raw = raw
    }
    deinit { g_object_unref(raw) }
}

/// The contents of a GBytes as Data (copied).
func data(of bytes: OpaquePointer) -> Data {
    var size: gsize = 0
    guard let base = g_bytes_get_data(bytes, &size), size > 0 else { return Data() }
    return Data(bytes: base, count: Int(size))
}

/// Sets a GObject property from Swift without the variadic g_object_set.
func setProperty(_ object: UnsafeMutableRawPointer, _ name: String, bool value: Bool) {
    var gvalue = GValue()
    g_value_init(&gvalue, cgtk_type_boolean())
    g_value_set_boolean(&gvalue, value ? 1 : 0)
    g_object_set_property(GObjectHandle<GioClass.Object>(object).pointer, name, &gvalue)
    g_value_unset(&gvalue)
}

/// Reads a boolean GObject property.
func boolProperty(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool {
    var gvalue = GValue()
    g_value_init(&gvalue, cgtk_type_boolean())
    g_object_get_property(GObjectHandle<GioClass.Object>(object).pointer, name, &gvalue)
    defer { g_value_unset(&gvalue) }
    return g_value_get_boolean(&gvalue) != 0
}

/// Any GTK pointer as a raw pointer (for GObject calls that take `gpointer`).
func raw(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
/// Any GTK pointer as a raw pointer (for GObject calls that take `gpointer`).
func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

/// One of GTK's own button words ("_Cancel", "_Open", "_Save", "_Close") in the user's
/// language, from GTK's catalogue (`gtk40`), so GtkKit's dialogs need no words of their own.
func gtkWord(_ english: String) -> String {
    String(cString: g_dgettext("gtk40", english))
}
