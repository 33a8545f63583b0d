// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import GtkKit

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let location: StateLocation<Value>
    let resetValue: Value

    /// A property wrapper type that can read and write a value that indicates the current focus location.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        let resetValue: Value

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The current state value, taking into account whether the current focus is
    /// associated with this property.
    public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { location.storage.set(newValue) }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        let location = self.location
        return Binding(get: { location.storage.value }, set: { location.storage.set($0) }, resetValue: resetValue)
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        location = StateLocation(nil)
        resetValue = nil
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        location = StateLocation(false)
        resetValue = false
    }
}

extension FocusState: NodeInstallable {
    func install(in node: CompositeNode, slot: inout Int) {
        location.install(in: node, slot: &slot)
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given state value.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(isFocused: { binding.wrappedValue == value },
                                 setFocused: { focused in
                                     if focused { binding.wrappedValue = value }
                                     else if binding.wrappedValue == value { binding.wrappedValue = binding.resetValue }
                                 }))
    }

    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(isFocused: { condition.wrappedValue }, setFocused: { condition.wrappedValue = $0 }))
    }
}

/// Ties its content's focus to a focus state: focus entering the content sets it, and
/// the state saying so moves focus into the content.
struct FocusedModifier: ViewModifier, PrimitiveModifier {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        FocusedNode(viewType: viewType, parent: parent, environment: environment)
    }
}

@MainActor
final class FocusedNode: ModifierNode {
    private var modifier: FocusedModifier?
    private var watched: Widget?
    private var hasFocus = false

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        self.modifier = (modifier as! FocusedModifier)
        updateContent(content, environment: environment, transaction: transaction)
        watch(contentWidget)
        if self.modifier!.isFocused(), !hasFocus, let widget = watched {
            gtk_widget_grab_focus(widget.gtk)
        }
    }

    private func watch(_ widget: Widget?) {
        guard let widget, widget !== watched else { return }
        watched = widget
        let controller = gtk_event_controller_focus_new()!
        connectSignal(UnsafeMutableRawPointer(controller), "enter", owner: widget.widgetPointer) { [weak self] _, _ in
            guard let self else { return }
            self.hasFocus = true
            if self.modifier?.isFocused() != true { self.modifier?.setFocused(true) }
        }
        connectSignal(UnsafeMutableRawPointer(controller), "leave", owner: widget.widgetPointer) { [weak self] _, _ in
            guard let self else { return }
            self.hasFocus = false
            if self.modifier?.isFocused() == true { self.modifier?.setFocused(false) }
        }
        gtk_widget_add_controller(widget.gtk, controller)
    }
}
