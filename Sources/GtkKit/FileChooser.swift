// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import CoreTransferable
import Foundation

/// Open and save dialogs: `GtkFileChooserNative` (the desktop portal's dialog when there
/// is one, GTK's own otherwise).
@MainActor
public enum FileChooser {
    /// Asks the user for a file to open, offering only files of `contentTypes` (any file
    /// when empty). Returns `nil` when the user cancels.
    public static func openFile(title: String, over parent: ApplicationWindow?, contentTypes: [UTType] = []) async -> URL? {
        await run(title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel: gtkWord("_Open"),
                  suggestedName: nil, contentTypes: contentTypes)
    }

    /// Asks the user where to save a file, suggesting `suggestedName`. Returns `nil` when
    /// the user cancels. Each of `contentTypes` is a filter named by `filterNames` (the
    /// app's words for it), else by the type's description.
    public static func saveFile(title: String, over parent: ApplicationWindow?, suggestedName: String,
                                contentTypes: [UTType] = [], filterNames: [UTType: String] = [:]) async -> URL? {
        await run(title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE, acceptLabel: gtkWord("_Save"),
                  suggestedName: suggestedName, contentTypes: contentTypes, filterNames: filterNames)
    }

    private static func run(title: String, parent: ApplicationWindow?, action: GtkFileChooserAction, acceptLabel: String,
                            suggestedName: String?, contentTypes: [UTType], filterNames: [UTType: String] = [:]) async -> URL? {
        let native = gtk_file_chooser_native_new(title, parent?.handle(GtkClass.Window.self).pointer, action, acceptLabel, gtkWord("_Cancel"))!
        let dialog = raw(native)
        let reference = ObjectReference(taking: dialog)
        gtk_native_dialog_set_modal(GObjectHandle<GtkClass.NativeDialog>(dialog).pointer, 1)
        for type in contentTypes {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, filterNames[type] ?? type.localizedDescription ?? type.identifier)
            if let mime = type.preferredMIMEType { gtk_file_filter_add_mime_type(filter, mime) }
            for ext in type.tags[.filenameExtension] ?? [] { gtk_file_filter_add_suffix(filter, ext) }
            gtk_file_chooser_add_filter(GObjectHandle<GtkClass.FileChooser>(dialog).pointer, filter)
            g_object_unref(raw(filter))
        }
        if let suggestedName { gtk_file_chooser_set_current_name(GObjectHandle<GtkClass.FileChooser>(dialog).pointer, suggestedName) }
        return await withCheckedContinuation { (continuation: CheckedContinuation<URL?, Never>) in
            var connection: SignalConnection?
            connection = connectSignal(dialog, "response") { arguments, _ in
                var url: URL?
                if arguments.int(1) == Int(GTK_RESPONSE_ACCEPT.rawValue), let file = gtk_file_chooser_get_file(GObjectHandle<GtkClass.FileChooser>(dialog).pointer) {
                    if let path = g_file_get_path(file) {
                        url = URL(fileURLWithPath: String(cString: path))
                        g_free(path)
                    }
                    g_object_unref(UnsafeMutableRawPointer(file))
                }
                connection?.disconnect()
                _ = reference  // the dialog lives until it answers
                continuation.resume(returning: url)
            }
            gtk_native_dialog_show(GObjectHandle<GtkClass.NativeDialog>(dialog).pointer)
        }
    }
}
