// SPDX-License-Identifier: Apache-2.0
import CGtk
import Testing
@testable import GtkKit

/// The class check behind ``GObjectHandle``: it accepts an instance of the class, of a
/// subclass or implementing the interface, and rejects others and NULL. (The handle
/// asserts with this check in debug builds; the assertion itself would stop the process.)
@MainActor
struct GObjectHandleTests {
    @Test func theCheckAcceptsTheClassItsAncestorsAndItsInterfaces() {
        let action = UnsafeMutableRawPointer(g_simple_action_new("test", nil)!)
        defer { g_object_unref(action) }
        #expect(isInstance(action, of: GioClass.Object.self))
        #expect(isInstance(action, of: GioClass.Action.self))
    }

    @Test func theCheckRejectsAnotherClassAndNull() {
        let action = UnsafeMutableRawPointer(g_simple_action_new("test", nil)!)
        defer { g_object_unref(action) }
        #expect(!isInstance(action, of: GtkClass.Widget.self))
        #expect(!isInstance(action, of: GdkClass.Clipboard.self))
        #expect(!isInstance(action, of: GioClass.ListModel.self))
        #expect(!isInstance(nil, of: GioClass.Object.self))
    }

    @Test func aHandleGivesTheSameInstanceAsTheClassPointerType() {
        let action = UnsafeMutableRawPointer(g_simple_action_new("test", nil)!)
        defer { g_object_unref(action) }
        let handle = GObjectHandle<GioClass.Action>(action)
        let opaque: OpaquePointer = handle.pointer
        #expect(UnsafeMutableRawPointer(opaque) == action)
        let object: UnsafeMutablePointer<GObject> = handle.as(GioClass.Object.self).pointer
        #expect(UnsafeMutableRawPointer(object) == action)
        #expect(typeName(of: action) == "GSimpleAction")
    }
}
