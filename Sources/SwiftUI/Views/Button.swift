// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import GtkKit

/// A control that initiates an action: a GTK button.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action, label: { Text(titleKey) })
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action, label: { Text(title) })
    }
}

@MainActor
final class ButtonNode: Node {
    let button: Widget
    private var labelNode: Node?
    private var action: @MainActor () -> Void = {}

    override init(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        button = Widget(retaining: UnsafeMutableRawPointer(gtk_button_new()!))
        super.init(viewType: viewType, parent: parent, environment: environment)
        connectSignal(button.widgetPointer, "clicked") { [weak self] _, _ in self?.action() }
    }

    override var widgets: [Widget] { [button] }
    override var children: [Node] { labelNode.map { [$0] } ?? [] }

    func update(action: @escaping @MainActor () -> Void, label: any View, environment: EnvironmentValues, transaction: Transaction) {
        self.action = action
        setSensitive(button, environment.isEnabled)
        labelNode = reconcile(labelNode, with: label, parent: self, environment: environment, transaction: transaction)
        childWidgetsChanged(transaction: transaction)
    }

    override func childWidgetsChanged(transaction: Transaction) {
        let child = labelNode?.widgets.first
        let current = gtk_button_get_child(button.widgetPointer.assumingMemoryBound(to: GtkButton.self))
        if current != child?.gtk { SwiftUIMetrics.wrote(); gtk_button_set_child(button.widgetPointer.assumingMemoryBound(to: GtkButton.self), child?.gtk) }
    }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        (view as! any ButtonView).updateButton(self, environment: environment, transaction: transaction)
    }
}

@MainActor protocol ButtonView { func updateButton(_ node: ButtonNode, environment: EnvironmentValues, transaction: Transaction) }

extension Button: PrimitiveView, ButtonView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ButtonNode(viewType: Self.self, parent: parent, environment: environment)
    }
    func updateButton(_ node: ButtonNode, environment: EnvironmentValues, transaction: Transaction) {
        node.update(action: action, label: label, environment: environment, transaction: transaction)
    }
}
