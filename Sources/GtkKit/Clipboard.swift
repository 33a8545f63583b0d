// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import CoreTransferable
import Foundation
import TransferSessions

/// The desktop clipboard (`GdkClipboard`) for `Transferable` values.
///
/// A copy offers the value's representations in priority order, exported lazily when a
/// program pastes; `.ownProcess` representations only to this process (under a private
/// GType that other programs never see). A paste reads the first offered format the
/// requested type imports. The clipboard's content vanishes when the app that copied
/// exits, unless a clipboard manager keeps it.
@MainActor
public final class Clipboard {
    /// The `GdkClipboard *` of the default display (owned by GDK).
    let clipboardPointer: UnsafeMutableRawPointer

    /// The clipboard of the default display. Use it once the application has started.
    public static var general: Clipboard {
        if let shared { return shared }
        guard let display = gdk_display_get_default() else {
            preconditionFailure("GtkKit: the clipboard is used before GTK has a display (use it after Application.onActivate)")
        }
        let clipboard = Clipboard(raw(gdk_display_get_clipboard(display)!))
        shared = clipboard
        return clipboard
    }
    private static var shared: Clipboard?

    init(_ pointer: UnsafeMutableRawPointer) {
        clipboardPointer = pointer
    }

    /// Puts `value` on the clipboard.
    public func copy<T: Transferable>(_ value: T) {
        let provider = TransferContentProvider.make(for: value)
        gdk_clipboard_set_content(GObjectHandle<GdkClass.Clipboard>(clipboardPointer).pointer, GObjectHandle<GdkClass.ContentProvider>(provider).pointer)
        g_object_unref(provider)
    }

    /// The MIME types on offer, in the owner's priority order.
    public var offeredMIMETypes: [String] { content.offeredMIMETypes }

    /// Whether this process owns the clipboard.
    public var isLocal: Bool { gdk_clipboard_is_local(GObjectHandle<GdkClass.Clipboard>(clipboardPointer).pointer) != 0 }

    /// Whether the clipboard holds something `type` can import.
    public func canPaste<T: Transferable>(_ type: T.Type) -> Bool {
        TransferLoader.plan(content, for: type) != nil
    }

    /// Reads the clipboard as `T` values: one, or one per file for copied files.
    public func paste<T: Transferable>(_ type: T.Type) async throws(ReceiveError) -> [T] {
        try await TransferLoader.load(type, from: content, progress: nil)
    }

    /// The clipboard's content as one item provider (what a drop of the same content hands
    /// to ``Widget/dropDestination(of:preferredOperation:action:isTargeted:)``), for a paste
    /// that decides by the types offered, as an item-provider drop does. Its loads read the
    /// clipboard when they start.
    public func itemProvider() -> DropItemProvider {
        DropItemProvider(content: content, session: nil)
    }

    /// Runs `handler` whenever the clipboard's content changes (in any program), while
    /// `owner` lives (and its window is open).
    @discardableResult
    public func onChange(owner: Widget, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(clipboardPointer, "changed", owner: owner.widgetPointer) { _, _ in handler() }
    }

    private var content: ClipboardContent { ClipboardContent(clipboardPointer) }
}
