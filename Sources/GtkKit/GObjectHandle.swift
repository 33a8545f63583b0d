// SPDX-License-Identifier: Apache-2.0
internal import CAdwaita
internal import CGtk

/// A GObject class the wrappers call into: a caseless marker type naming the class's
/// `GType` and the pointer type GTK's imported functions take for its instances.
///
/// Classes whose instance struct Swift sees (`GtkWidget`, `GtkBox`, …) conform through
/// ``StructGObjectClass``; classes GTK declares final or opaque (`GtkRevealer`,
/// `GdkClipboard`, …) and interfaces (`GtkEditable`, `GtkNative`, …) through
/// ``OpaqueGObjectClass``.
protocol GObjectClass {
    /// The C pointer type GTK's functions take for instances of the class.
    associatedtype CPointer
    /// The class's (or interface's) `GType`.
    static var type: GType { get }
    /// `instance` as a `CPointer`. Only ``GObjectHandle`` calls this, after its check.
    static func cPointer(_ instance: UnsafeMutableRawPointer) -> CPointer
}

/// A GObject class whose instances GTK's functions take as `OpaquePointer`.
protocol OpaqueGObjectClass: GObjectClass where CPointer == OpaquePointer {}

extension OpaqueGObjectClass {
    static func cPointer(_ instance: UnsafeMutableRawPointer) -> OpaquePointer { OpaquePointer(instance) }
}

/// A GObject class whose instances GTK's functions take as a pointer to the instance
/// struct `Instance`.
protocol StructGObjectClass: GObjectClass where CPointer == UnsafeMutablePointer<Instance> {
    /// The C instance struct, such as `GtkWidget`.
    associatedtype Instance
}

extension StructGObjectClass {
    static func cPointer(_ instance: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Instance> {
        instance.assumingMemoryBound(to: Instance.self)
    }
}

/// Whether `instance` is an instance of `Class` (or of a subclass, or implements it when
/// it is an interface): `G_TYPE_CHECK_INSTANCE_TYPE`. False for NULL.
func isInstance<Class: GObjectClass>(_ instance: UnsafeMutableRawPointer?, of _: Class.Type) -> Bool {
    cgtk_instance_is_a(instance, Class.type) != 0
}

/// The GType name of `instance`, for diagnostics.
func typeName(of instance: UnsafeMutableRawPointer?) -> String {
    String(cString: cgtk_instance_type_name(instance))
}

/// A GObject instance known to be of class `Class`: the one way the wrappers turn a
/// stored raw pointer into the typed pointer a GTK function takes.
///
/// Creating a handle checks the instance's class in debug builds (a mismatch stops the
/// program with both type names); release builds skip the check. The handle holds no
/// reference: whoever creates it keeps the object alive (see ``ObjectReference``).
struct GObjectHandle<Class: GObjectClass>: @unchecked Sendable, Equatable {
    /// The instance, untyped, for GObject calls taking `gpointer`.
    let raw: UnsafeMutableRawPointer

    /// A handle on `raw`, which must be an instance of `Class` (checked in debug builds).
    init(_ raw: UnsafeMutableRawPointer) {
        assert(isInstance(raw, of: Class.self),
               "GObjectHandle: a \(typeName(of: raw)) is not a \(String(cString: g_type_name(Class.type)))")
        self.raw = raw
    }

    /// A handle on an instance GTK returned as an opaque pointer.
    init(_ pointer: OpaquePointer) { self.init(UnsafeMutableRawPointer(pointer)) }

    /// A handle on an instance GTK returned as a typed struct pointer.
    init<T>(_ pointer: UnsafeMutablePointer<T>) { self.init(UnsafeMutableRawPointer(pointer)) }

    /// The instance as the pointer type GTK's functions for `Class` take.
    var pointer: Class.CPointer { Class.cPointer(raw) }

    /// The same instance seen as another class it is, or interface it implements
    /// (checked in debug builds).
    func `as`<Other: GObjectClass>(_: Other.Type) -> GObjectHandle<Other> { GObjectHandle<Other>(raw) }
}

/// Marker types for the GTK classes and interfaces GtkKit calls (``GObjectClass``).
enum GtkClass {
    enum Widget: StructGObjectClass { typealias Instance = GtkWidget; static var type: GType { gtk_widget_get_type() } }
    enum Box: StructGObjectClass { typealias Instance = GtkBox; static var type: GType { gtk_box_get_type() } }
    enum Button: StructGObjectClass { typealias Instance = GtkButton; static var type: GType { gtk_button_get_type() } }
    enum ToggleButton: StructGObjectClass { typealias Instance = GtkToggleButton; static var type: GType { gtk_toggle_button_get_type() } }
    enum Entry: StructGObjectClass { typealias Instance = GtkEntry; static var type: GType { gtk_entry_get_type() } }
    enum Window: StructGObjectClass { typealias Instance = GtkWindow; static var type: GType { gtk_window_get_type() } }
    enum ApplicationWindow: StructGObjectClass { typealias Instance = GtkApplicationWindow; static var type: GType { gtk_application_window_get_type() } }
    enum TextView: StructGObjectClass { typealias Instance = GtkTextView; static var type: GType { gtk_text_view_get_type() } }
    enum TextBuffer: StructGObjectClass { typealias Instance = GtkTextBuffer; static var type: GType { gtk_text_buffer_get_type() } }
    enum Revealer: OpaqueGObjectClass { static var type: GType { gtk_revealer_get_type() } }
    enum Switch: OpaqueGObjectClass { static var type: GType { gtk_switch_get_type() } }
    enum ProgressBar: OpaqueGObjectClass { static var type: GType { gtk_progress_bar_get_type() } }
    enum Picture: OpaqueGObjectClass { static var type: GType { gtk_picture_get_type() } }
    enum Overlay: OpaqueGObjectClass { static var type: GType { gtk_overlay_get_type() } }
    enum Image: OpaqueGObjectClass { static var type: GType { gtk_image_get_type() } }
    enum Label: OpaqueGObjectClass { static var type: GType { gtk_label_get_type() } }
    enum ScrolledWindow: OpaqueGObjectClass { static var type: GType { gtk_scrolled_window_get_type() } }
    enum MenuButton: OpaqueGObjectClass { static var type: GType { gtk_menu_button_get_type() } }
    enum Editable: OpaqueGObjectClass { static var type: GType { gtk_editable_get_type() } }
    enum Actionable: OpaqueGObjectClass { static var type: GType { gtk_actionable_get_type() } }
    enum Native: OpaqueGObjectClass { static var type: GType { gtk_native_get_type() } }
    enum Application: StructGObjectClass { typealias Instance = GtkApplication; static var type: GType { gtk_application_get_type() } }
    enum NativeDialog: StructGObjectClass { typealias Instance = GtkNativeDialog; static var type: GType { gtk_native_dialog_get_type() } }
    enum FileChooser: OpaqueGObjectClass { static var type: GType { gtk_file_chooser_get_type() } }
    enum ListItem: OpaqueGObjectClass { static var type: GType { gtk_list_item_get_type() } }
    enum EventController: OpaqueGObjectClass { static var type: GType { gtk_event_controller_get_type() } }
    enum DragSource: OpaqueGObjectClass { static var type: GType { gtk_drag_source_get_type() } }
    enum GestureSingle: OpaqueGObjectClass { static var type: GType { gtk_gesture_single_get_type() } }
    enum DragIcon: OpaqueGObjectClass { static var type: GType { gtk_drag_icon_get_type() } }
    enum ShortcutsWindow: OpaqueGObjectClass { static var type: GType { gtk_shortcuts_window_get_type() } }
    enum StyleProvider: OpaqueGObjectClass { static var type: GType { gtk_style_provider_get_type() } }
    enum Scrollable: OpaqueGObjectClass { static var type: GType { gtk_scrollable_get_type() } }
    enum Accessible: OpaqueGObjectClass { static var type: GType { gtk_accessible_get_type() } }
    enum Popover: StructGObjectClass { typealias Instance = GtkPopover; static var type: GType { gtk_popover_get_type() } }
}

/// Marker types for the GDK classes GtkKit calls (``GObjectClass``).
enum GdkClass {
    enum Snapshot: OpaqueGObjectClass { static var type: GType { gdk_snapshot_get_type() } }
    enum ContentProvider: StructGObjectClass { typealias Instance = GdkContentProvider; static var type: GType { gdk_content_provider_get_type() } }
    enum Drop: OpaqueGObjectClass { static var type: GType { gdk_drop_get_type() } }
    enum Drag: OpaqueGObjectClass { static var type: GType { gdk_drag_get_type() } }
    enum Clipboard: OpaqueGObjectClass { static var type: GType { gdk_clipboard_get_type() } }
    enum Texture: OpaqueGObjectClass { static var type: GType { gdk_texture_get_type() } }
}

/// Marker types for the libadwaita classes GtkKit calls (``GObjectClass``).
enum AdwClass {
    enum ViewStack: OpaqueGObjectClass { static var type: GType { adw_view_stack_get_type() } }
    enum ViewSwitcher: OpaqueGObjectClass { static var type: GType { adw_view_switcher_get_type() } }
    enum HeaderBar: OpaqueGObjectClass { static var type: GType { adw_header_bar_get_type() } }
    enum ToastOverlay: OpaqueGObjectClass { static var type: GType { adw_toast_overlay_get_type() } }
    enum ApplicationWindow: StructGObjectClass { typealias Instance = AdwApplicationWindow; static var type: GType { adw_application_window_get_type() } }
    enum AboutWindow: OpaqueGObjectClass { static var type: GType { adw_about_window_get_type() } }
    enum MessageDialog: StructGObjectClass { typealias Instance = AdwMessageDialog; static var type: GType { adw_message_dialog_get_type() } }
}

/// Marker types for the GLib and GIO classes GtkKit calls (``GObjectClass``).
enum GioClass {
    enum Object: StructGObjectClass { typealias Instance = GObject; static var type: GType { g_object_get_type() } }
    enum MenuModel: StructGObjectClass { typealias Instance = GMenuModel; static var type: GType { g_menu_model_get_type() } }
    enum Application: StructGObjectClass { typealias Instance = GApplication; static var type: GType { g_application_get_type() } }
    enum Action: OpaqueGObjectClass { static var type: GType { g_action_get_type() } }
    enum ListModel: OpaqueGObjectClass { static var type: GType { g_list_model_get_type() } }
    enum Task: OpaqueGObjectClass { static var type: GType { g_task_get_type() } }
    enum InputStream: StructGObjectClass { typealias Instance = GInputStream; static var type: GType { g_input_stream_get_type() } }
    enum ActionMap: OpaqueGObjectClass { static var type: GType { g_action_map_get_type() } }
    enum ActionGroup: OpaqueGObjectClass { static var type: GType { g_action_group_get_type() } }
    enum File: OpaqueGObjectClass { static var type: GType { g_file_get_type() } }
    enum AppLaunchContext: StructGObjectClass { typealias Instance = GAppLaunchContext; static var type: GType { g_app_launch_context_get_type() } }
    enum CommandLine: StructGObjectClass { typealias Instance = GApplicationCommandLine; static var type: GType { g_application_command_line_get_type() } }
}

extension Widget {
    /// This widget as an instance of `Class`, which it must be (checked in debug builds).
    func handle<Class: GObjectClass>(_: Class.Type) -> GObjectHandle<Class> { GObjectHandle(widgetPointer) }
}
