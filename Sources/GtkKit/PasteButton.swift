// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import CoreTransferable
import TransferSessions

/// A button that pastes `T` values, enabled only while the clipboard holds a format `T`
/// can import (it watches the clipboard): SwiftUI's `PasteButton(payloadType:onPaste:)`.
@MainActor
public final class PasteButton<T: Transferable>: Button {
    /// Creates a paste button.
    ///
    /// - Parameters:
    ///   - onPaste: Gets the pasted values.
    ///   - onFailure: Told when reading or importing fails.
    public init(payloadType: T.Type = T.self, title: String = "Paste",
                onPaste: @escaping @MainActor ([T]) -> Void,
                onFailure: (@MainActor (ReceiveError) -> Void)? = nil) {
        super.init(title)
        let clipboard = Clipboard.general
        onClicked {
            Task { @MainActor in
                do throws(ReceiveError) {
                    onPaste(try await clipboard.paste(T.self))
                } catch {
                    onFailure?(error)
                }
            }
        }
        let pointer = widgetPointer
        clipboard.onChange(owner: self) { Self.refresh(pointer) }
        refresh()
    }

    /// Re-checks the clipboard (done automatically when it changes).
    public func refresh() { Self.refresh(widgetPointer) }

    private static func refresh(_ button: UnsafeMutableRawPointer) {
        gtk_widget_set_sensitive(GObjectHandle<GtkClass.Widget>(button).pointer, Clipboard.general.canPaste(T.self) ? 1 : 0)
    }
}
