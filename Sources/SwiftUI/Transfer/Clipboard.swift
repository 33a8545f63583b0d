// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import CoreTransferable
import GtkKit

extension View {
    /// Specifies a list of items to copy in response to the system's Copy command (Ctrl+C
    /// while this view, or a view inside it, has the keyboard focus).
    ///
    /// GTK's clipboard holds one item: the first of `payload` is copied.
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        modifier(ClipboardModifier<T>(copy: payload, cut: nil, paste: nil))
    }

    /// Specifies an action that moves items to the clipboard in response to the system's
    /// Cut command (Ctrl+X while this view, or a view inside it, has the keyboard focus).
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> some View {
        modifier(ClipboardModifier<T>(copy: nil, cut: action, paste: nil))
    }

    /// Specifies an action that adds validated items to a view in response to the
    /// system's Paste command (Ctrl+V while this view, or a view inside it, has the
    /// keyboard focus). Content that cannot be read as `T` reaches neither closure.
    public func pasteDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
                                                  validator: @escaping ([T]) -> [T]? = { $0 }) -> some View {
        modifier(ClipboardModifier<T>(copy: nil, cut: nil, paste: (action, validator)))
    }
}

struct ClipboardModifier<T: Transferable>: ViewModifier, PrimitiveModifier {
    let copy: (() -> [T])?
    let cut: (() -> [T])?
    let paste: (action: ([T]) -> Void, validator: ([T]) -> [T]?)?
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        ClipboardNode<T>(viewType: viewType, parent: parent, environment: environment)
    }
}

/// Answers Ctrl+C, Ctrl+X and Ctrl+V while focus is in its content, through GtkKit's
/// clipboard (TransferSessions' representations, to and from every app).
@MainActor
final class ClipboardNode<T: Transferable>: ModifierNode {
    final class Latest {
        var modifier: ClipboardModifier<T>?
    }
    private let latest = Latest()
    private var attached: Widget?

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        latest.modifier = (modifier as! ClipboardModifier<T>)
        updateContent(content, environment: environment, transaction: transaction)
        guard let widget = contentWidget, widget !== attached else { return }
        attached = widget
        // A view that takes no focus of its own (a label, a stack) takes it on a click, so
        // the commands reach it.
        if gtk_widget_get_focusable(widget.gtk) == 0 {
            gtk_widget_set_focusable(widget.gtk, 1)
            gtk_widget_set_focus_on_click(widget.gtk, 1)
            let click = gtk_gesture_click_new()!
            connectSignal(UnsafeMutableRawPointer(click), "pressed", owner: widget.widgetPointer) { _, _ in
                gtk_widget_grab_focus(widget.gtk)
            }
            gtk_widget_add_controller(widget.gtk, click)
        }
        let latest = self.latest
        _ = widget.onKeyPress { key in
            guard key.control, !key.alt, !key.shift, let modifier = latest.modifier else { return false }
            switch key.name.lowercased() {
            case "c":
                guard let items = modifier.copy?(), let first = items.first else { return false }
                Clipboard.general.copy(first)
                return true
            case "x":
                guard let cut = modifier.cut else { return false }
                guard let first = cut().first else { return true }
                Clipboard.general.copy(first)
                return true
            case "v":
                guard let paste = modifier.paste else { return false }
                Task { @MainActor in
                    guard let items = try? await Clipboard.general.paste(T.self), let accepted = paste.validator(items) else { return }
                    paste.action(accepted)
                }
                return true
            default:
                return false
            }
        }
    }
}
