// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import GtkKit

/// Key equivalents consisting of a key and modifiers.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) { self.character = character }
    /// Creates a key equivalent from a character literal.
    public init(extendedGraphemeClusterLiteral: Character) { self.init(extendedGraphemeClusterLiteral) }

    /// The Up Arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The Down Arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The Left Arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The Right Arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The Escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The Delete (Backspace) key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The Delete Forward key.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// The Return key.
    public static let `return` = KeyEquivalent("\r")
    /// The Space key.
    public static let space = KeyEquivalent(" ")
    /// The Tab key.
    public static let tab = KeyEquivalent("\t")

    /// GTK's name of the key.
    var gtkName: String {
        switch character {
        case "\u{F700}": return "Up"
        case "\u{F701}": return "Down"
        case "\u{F702}": return "Left"
        case "\u{F703}": return "Right"
        case "\u{1B}": return "Escape"
        case "\u{8}": return "BackSpace"
        case "\u{7F}": return "Delete"
        case "\r": return "Return"
        case " ": return "space"
        case "\t": return "Tab"
        default: return String(character).lowercased()
        }
    }
}

/// Key modifiers; `.command` is the Control key on Linux, as GNOME apps use it.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key: Alt here.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key on a Mac: Control here.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Keys on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    /// GTK's accelerator prefix (`<Control><Shift>`).
    var gtkPrefix: String {
        var prefix = ""
        if contains(.command) || contains(.control) { prefix += "<Control>" }
        if contains(.shift) { prefix += "<Shift>" }
        if contains(.option) { prefix += "<Alt>" }
        return prefix
    }
}

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control: pressing it
    /// anywhere in the window activates the control. `.command` means Ctrl.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(KeyboardShortcutModifier(accelerator: modifiers.gtkPrefix + key.gtkName))
    }
}

struct KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
    let accelerator: String
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        KeyboardShortcutNode(viewType: viewType, parent: parent, environment: environment)
    }
}

/// Activates its content's widget when the window sees the shortcut (a managed, global
/// `GtkShortcutController` on the widget), and lists the shortcut for the shortcuts window.
@MainActor
final class KeyboardShortcutNode: ModifierNode {
    private var installed: (widget: Widget, accelerator: String)?

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let accelerator = (modifier as! KeyboardShortcutModifier).accelerator
        updateContent(content, environment: environment, transaction: transaction)
        guard let widget = contentWidget, installed?.widget !== widget || installed?.accelerator != accelerator else { return }
        installed = (widget, accelerator)
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_MANAGED)
        let trigger = gtk_shortcut_trigger_parse_string(accelerator)
        let action = gtk_activate_action_get()
        g_object_ref(UnsafeMutableRawPointer(action))  // gtk_shortcut_new takes a reference of its own
        let shortcut = gtk_shortcut_new(trigger, action)
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
        gtk_widget_add_controller(widget.gtk, controller)
        ShortcutRegistry.shared.add(title: Accessibility.name(of: widget), accelerator: accelerator)
    }
}

/// The shortcuts the app's controls declared, for its shortcuts window.
@MainActor
final class ShortcutRegistry {
    static let shared = ShortcutRegistry()
    private(set) var shortcuts: [(title: String, accelerator: String)] = []
    var onChange: (() -> Void)?

    func add(title: String, accelerator: String) {
        guard !shortcuts.contains(where: { $0.accelerator == accelerator }) else { return }
        shortcuts.append((title, accelerator))
        onChange?()
    }
}
