// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import GtkKit

/// A control that toggles between on and off states: a GTK check button, as a Mac toggle is a checkbox.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(titleKey) })
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(title) })
    }
}

@MainActor
final class ToggleNode: Node {
    let check: Widget
    private var labelNode: Node?
    private var binding: Binding<Bool>?
    private var isSetting = false

    override init(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        check = Widget(retaining: UnsafeMutableRawPointer(gtk_check_button_new()!))
        super.init(viewType: viewType, parent: parent, environment: environment)
        connectSignal(check.widgetPointer, "toggled") { [weak self] _, _ in
            guard let self, !self.isSetting else { return }
            self.binding?.wrappedValue = gtk_check_button_get_active(self.check.widgetPointer.assumingMemoryBound(to: GtkCheckButton.self)) != 0
        }
    }

    override var widgets: [Widget] { [check] }
    override var children: [Node] { labelNode.map { [$0] } ?? [] }

    func update(isOn: Binding<Bool>, label: any View, environment: EnvironmentValues, transaction: Transaction) {
        binding = isOn
        let value = isOn.wrappedValue
        if (gtk_check_button_get_active(check.widgetPointer.assumingMemoryBound(to: GtkCheckButton.self)) != 0) != value {
            SwiftUIMetrics.wrote()
            isSetting = true
            gtk_check_button_set_active(check.widgetPointer.assumingMemoryBound(to: GtkCheckButton.self), value ? 1 : 0)
            isSetting = false
        }
        setSensitive(check, environment.isEnabled)
        labelNode = reconcile(labelNode, with: label, parent: self, environment: environment, transaction: transaction)
        childWidgetsChanged(transaction: transaction)
    }

    override func childWidgetsChanged(transaction: Transaction) {
        let child = labelNode?.widgets.first
        if gtk_check_button_get_child(check.widgetPointer.assumingMemoryBound(to: GtkCheckButton.self)) != child?.gtk {
            gtk_check_button_set_child(check.widgetPointer.assumingMemoryBound(to: GtkCheckButton.self), child?.gtk)
        }
    }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        (view as! any ToggleView).updateToggle(self, environment: environment, transaction: transaction)
    }
}

@MainActor protocol ToggleView { func updateToggle(_ node: ToggleNode, environment: EnvironmentValues, transaction: Transaction) }

extension Toggle: PrimitiveView, ToggleView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ToggleNode(viewType: Self.self, parent: parent, environment: environment)
    }
    func updateToggle(_ node: ToggleNode, environment: EnvironmentValues, transaction: Transaction) {
        node.update(isOn: isOn, label: label, environment: environment, transaction: transaction)
    }
}
