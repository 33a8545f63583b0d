// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import GtkKit

extension View {
    /// Adds a label to the view that describes its contents: the accessible name AT-SPI reads.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier(kind: .label, value: label.string))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(AccessibilityModifier(kind: .label, value: labelKey.resolved))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AccessibilityModifier(kind: .label, value: String(label)))
    }

    /// Communicates to the user what happens after performing the view's action: the accessible description.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier(kind: .hint, value: hint.string))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        modifier(AccessibilityModifier(kind: .hint, value: hintKey.resolved))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(AccessibilityModifier(kind: .hint, value: String(hint)))
    }

    /// Uses the string you specify to identify the view: the GTK widget's name (`gtk_widget_set_name`),
    /// which tests find through AT-SPI's accessible id where GTK gives one, and in the widget tree.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityModifier(kind: .identifier, value: identifier))
    }
}

struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    enum Kind { case label, hint, identifier }
    let kind: Kind
    let value: String
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        AccessibilityNode(viewType: viewType, parent: parent, environment: environment)
    }
}

@MainActor
final class AccessibilityNode: ModifierNode {
    private var applied: (Widget, String)?

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let modifier = modifier as! AccessibilityModifier
        updateContent(content, environment: environment, transaction: transaction)
        guard let widget = contentWidget, applied?.0 !== widget || applied?.1 != modifier.value else { return }
        applied = (widget, modifier.value)
        switch modifier.kind {
        case .label: widget.accessibleLabel(modifier.value)
        case .hint: widget.accessibleDescription(modifier.value)
        case .identifier: widget.name = modifier.value
        }
    }
}

@MainActor
enum Accessibility {
    /// What a person would call the widget: a button's label text, else its name.
    static func name(of widget: Widget) -> String {
        var text: [String] = []
        func walk(_ pointer: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(pointer)), gtk_label_get_type()) != 0,
               let label = gtk_label_get_text(OpaquePointer(pointer)) {
                text.append(String(cString: label))
            }
            var child = gtk_widget_get_first_child(pointer)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(widget.gtk)
        return text.joined(separator: " ")
    }
}
