// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A key pressed, as a key handler sees it: the key's name and the modifiers held.
public struct KeyPress: Sendable, Equatable {
    /// GDK's name of the key, lower case for letters: `"c"`, `"Return"`, `"F10"`, `"Menu"`.
    public let name: String
    /// Whether Ctrl was held.
    public let control: Bool
    /// Whether Shift was held.
    public let shift: Bool
    /// Whether Alt was held.
    public let alt: Bool

    /// A key press (for tests and for matching).
    public init(_ name: String, control: Bool = false, shift: Bool = false, alt: Bool = false) {
        self.name = name
        self.control = control
        self.shift = shift
        self.alt = alt
    }

    /// Whether this is the key that opens a context menu: Menu, or Shift+F10.
    public var opensContextMenu: Bool { (name == "Menu" && !control && !alt) || (name == "F10" && shift && !control && !alt) }
}

/// What assistive technologies are told a widget is (GTK's accessible roles, in part).
public enum AccessibleRole: Sendable {
    /// A group of related widgets (a card, a drop zone).
    case group

    var gtkRole: GtkAccessibleRole {
        switch self {
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        }
    }
}

/// A state assistive technologies are told a widget is in (GTK's accessible states, in
/// part).
public enum AccessibleState: Sendable, Equatable {
    /// Whether the widget is the chosen one among those it can be chosen from (a list's
    /// row): AT-SPI reports it `selectable`, and `selected` when true, so a screen reader
    /// says "selected" after the name instead of the name having to say it.
    case selected(Bool)
}

extension Widget {
    /// Sets what assistive technologies are told the widget is. Call it right after
    /// making the widget: GTK fixes the role once the widget is first shown.
    @discardableResult public func accessibleRole(_ role: AccessibleRole) -> Self {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, gint(role.gtkRole.rawValue))
        g_object_set_property(GObjectHandle<GioClass.Object>(widgetPointer).pointer, "accessible-role", &value)
        g_value_unset(&value)
        return self
    }

    /// Tells assistive technologies the widget's `state`.
    @discardableResult public func accessibleState(_ state: AccessibleState) -> Self {
        switch state {
        case .selected(let isSelected):
            cgtk_accessible_set_selected(handle(GtkClass.Accessible.self).pointer, isSelected ? 1 : 0)
        }
        return self
    }

    /// The longer text assistive technologies read after the widget's name.
    @discardableResult public func accessibleDescription(_ description: String) -> Self {
        var property = GTK_ACCESSIBLE_PROPERTY_DESCRIPTION
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        g_value_set_string(&value, description)
        gtk_accessible_update_property_value(handle(GtkClass.Accessible.self).pointer, 1, &property, &value)
        g_value_unset(&value)
        return self
    }

    /// Runs `handler` for each key pressed while the widget or one of its descendants has
    /// focus, after the focused widget had its turn (so a text field keeps its own Ctrl+Z);
    /// the handler returns whether it used the key (then nothing else sees it).
    @discardableResult
    public func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        let controller = gtk_event_controller_key_new()!
        let connection = connectSignal(raw(controller), "key-pressed", owner: widgetPointer) { arguments, result in
            let keyval = guint(arguments.uint(1))
            let state = arguments.flags(3)
            let name = gdk_keyval_name(gdk_keyval_to_lower(keyval)).map { String(cString: $0) } ?? ""
            let press = KeyPress(name, control: state & GDK_CONTROL_MASK.rawValue != 0, shift: state & GDK_SHIFT_MASK.rawValue != 0,
                                 alt: state & GDK_ALT_MASK.rawValue != 0)
            result.setBool(handler(press))
        }
        gtk_widget_add_controller(gtkWidget, controller)  // takes the controller
        return connection
    }
}
