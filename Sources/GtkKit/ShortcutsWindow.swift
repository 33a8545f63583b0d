// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// The keyboard shortcuts window (`GtkShortcutsWindow`), opened with Ctrl+? once set on
/// a window with ``ApplicationWindow/setShortcutsWindow(_:)``.
@MainActor
public final class ShortcutsWindow {
    /// One shortcut: what it does and its accelerator (`"<Control>n"`).
    public struct Shortcut: Sendable {
        /// What the shortcut does.
        public var title: String
        /// The keys, in GTK's accelerator syntax.
        public var accelerator: String
        /// Creates a shortcut entry.
        public init(_ title: String, accelerator: String) { self.title = title; self.accelerator = accelerator }
    }

    /// A titled group of shortcuts.
    public struct Group: Sendable {
        /// The group's heading.
        public var title: String
        /// The shortcuts, in the order shown.
        public var shortcuts: [Shortcut]
        /// Creates a group.
        public init(_ title: String, _ shortcuts: [Shortcut]) { self.title = title; self.shortcuts = shortcuts }
    }

    let windowPointer: UnsafeMutableRawPointer
    private let reference: ObjectReference

    /// Creates a shortcuts window listing `groups`.
    public init(groups: [Group]) {
        let xml = Self.builderXML(groups)
        let builder = gtk_builder_new_from_string(xml, -1)!
        defer { g_object_unref(raw(builder)) }
        windowPointer = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "shortcuts")!)
        reference = ObjectReference(retaining: windowPointer)
    }

    /// The GtkBuilder description: GTK 4.8 builds shortcuts windows only from XML.
    static func builderXML(_ groups: [Group]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var xml = """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
        """
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escape(shortcut.title))</property>"
                xml += "<property name=\"accelerator\">\(escape(shortcut.accelerator))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }
}
