// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation

/// The base of every GtkKit widget: a Swift handle on a `GtkWidget`.
///
/// A widget wrapper holds one strong reference to its GTK widget for as long as it lives,
/// so a wrapper is always safe to use; GTK holds its own references for the widget tree.
/// Modifier methods return the widget, so construction reads top-down:
///
/// ```swift
/// let title = Label("Palette").cssClass("title-2").margins(12)
/// ```
@MainActor
open class Widget {
    /// The `GtkWidget *`. Internal: GTK calls go through ``handle(_:)``, which checks the
    /// class in debug builds.
    package let widgetPointer: UnsafeMutableRawPointer
    private let reference: ObjectReference

    /// Wraps any `GtkWidget *`, taking a reference (sinking a floating one): for the
    /// package's own modules that make GTK widgets GtkKit has no class for.
    package init(retaining widget: UnsafeMutableRawPointer) {
        widgetPointer = widget
        reference = ObjectReference(retaining: widget)
    }

    /// Wraps a widget, taking a reference (sinking a floating one).
    init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        widgetPointer = UnsafeMutableRawPointer(pointer)
        reference = ObjectReference(retaining: widgetPointer)
    }

    var gtkWidget: UnsafeMutablePointer<GtkWidget> { handle(GtkClass.Widget.self).pointer }

    // MARK: Layout

    /// Sets the same margin on all four sides.
    @discardableResult public func margins(_ points: Int) -> Self {
        margins(top: points, leading: points, bottom: points, trailing: points)
    }

    /// Sets each margin.
    @discardableResult public func margins(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) -> Self {
        gtk_widget_set_margin_top(gtkWidget, Int32(top))
        gtk_widget_set_margin_start(gtkWidget, Int32(leading))
        gtk_widget_set_margin_bottom(gtkWidget, Int32(bottom))
        gtk_widget_set_margin_end(gtkWidget, Int32(trailing))
        return self
    }

    /// Whether the widget takes extra space horizontally and vertically.
    @discardableResult public func expand(horizontally: Bool = true, vertically: Bool = true) -> Self {
        gtk_widget_set_hexpand(gtkWidget, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(gtkWidget, vertically ? 1 : 0)
        return self
    }

    /// Where the widget sits in extra space.
    @discardableResult public func align(horizontal: Alignment = .fill, vertical: Alignment = .fill) -> Self {
        gtk_widget_set_halign(gtkWidget, horizontal.gtk)
        gtk_widget_set_valign(gtkWidget, vertical.gtk)
        return self
    }

    /// Lays this widget, and the widgets it is made of, out left to right even when the
    /// language is written right to left: for text that is left to right in every
    /// language (a phone number, a path), which would otherwise take the window's direction.
    ///
    /// A GTK widget without a direction of its own takes the default one, not its
    /// parent's: an entry's text is drawn by a child, which is set too.
    @discardableResult public func alwaysLeftToRight() -> Self {
        func setLeftToRight(_ widget: UnsafeMutablePointer<GtkWidget>) {
            gtk_widget_set_direction(widget, GTK_TEXT_DIR_LTR)
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                setLeftToRight(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        setLeftToRight(gtkWidget)
        return self
    }

    /// Whether the widget's children are clipped to its rounded border (CSS
    /// `border-radius`); its own drawing never is.
    @discardableResult public func clipsChildren(_ clips: Bool = true) -> Self {
        gtk_widget_set_overflow(gtkWidget, clips ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
        return self
    }

    /// The smallest size the widget asks for (`-1`: natural size).
    @discardableResult public func minimumSize(width: Int = -1, height: Int = -1) -> Self {
        gtk_widget_set_size_request(gtkWidget, Int32(width), Int32(height))
        return self
    }

    // MARK: Style and state

    /// Adds a CSS style class, such as libadwaita's `"card"`, `"title-2"`, `"suggested-action"`.
    @discardableResult public func cssClass(_ name: String) -> Self {
        gtk_widget_add_css_class(gtkWidget, name)
        return self
    }

    /// Adds or removes a CSS style class.
    public func setCSSClass(_ name: String, _ isOn: Bool) {
        if isOn { gtk_widget_add_css_class(gtkWidget, name) } else { gtk_widget_remove_css_class(gtkWidget, name) }
    }

    /// Whether the widget has a CSS style class.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(gtkWidget, name) != 0 }

    /// Whether the widget reacts to input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(gtkWidget) != 0 }
        set { gtk_widget_set_sensitive(gtkWidget, newValue ? 1 : 0) }
    }

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(gtkWidget) != 0 }
        set { gtk_widget_set_visible(gtkWidget, newValue ? 1 : 0) }
    }

    /// The tooltip text.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(gtkWidget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(gtkWidget, newValue) }
    }

    /// The widget's name (also the CSS node id `#name`).
    public var name: String {
        get { String(cString: gtk_widget_get_name(gtkWidget)) }
        set { gtk_widget_set_name(gtkWidget, newValue) }
    }

    /// The label assistive technologies read for the widget.
    @discardableResult public func accessibleLabel(_ label: String) -> Self {
        setAccessibleLabel(widgetPointer, label)
        return self
    }

    /// Moves keyboard focus to the widget.
    @discardableResult public func grabFocus() -> Bool { gtk_widget_grab_focus(gtkWidget) != 0 }

    /// Whether the widget has keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(gtkWidget) != 0 }

    /// The widget's allocated width and height.
    public var size: (width: Int, height: Int) {
        (Int(gtk_widget_get_width(gtkWidget)), Int(gtk_widget_get_height(gtkWidget)))
    }

    /// Where `point` (in this widget's coordinates) is in `other`'s coordinates, when
    /// both are in the same window.
    public func convert(_ point: Point, to other: Widget) -> Point? {
        var source = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var result = graphene_point_t()
        guard gtk_widget_compute_point(gtkWidget, other.gtkWidget, &source, &result) != 0 else { return nil }
        return Point(x: Double(result.x), y: Double(result.y))
    }

    /// Whether the widget is on screen (its window is shown and it is not hidden).
    public var isMapped: Bool { gtk_widget_get_mapped(gtkWidget) != 0 }

    /// Where the widget is on its window's surface (the window system's window: on X11
    /// add the window's position to get screen coordinates), when it is shown.
    public var frameInSurface: Rect? {
        guard isMapped, let root = gtk_widget_get_root(gtkWidget) else { return nil }
        let rootWidget = GObjectHandle<GtkClass.Widget>(root).pointer
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(gtkWidget, rootWidget, &bounds) != 0 else { return nil }
        var offsetX = 0.0, offsetY = 0.0
        gtk_native_get_surface_transform(GObjectHandle<GtkClass.Native>(root).pointer, &offsetX, &offsetY)
        return Rect(x: Double(bounds.origin.x) + offsetX, y: Double(bounds.origin.y) + offsetY,
                    width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// Redraws the widget.
    public func queueDraw() { gtk_widget_queue_draw(gtkWidget) }

    // MARK: Signals

    /// Connects a closure to one of the widget's signals that takes no arguments and
    /// returns nothing, such as `"map"` or `"realize"`. The signal must exist: a
    /// misspelled name stops the program with a message naming the widget type.
    @discardableResult
    public func onSignal(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(widgetPointer, name) { _, _ in handler() }
    }

    /// Calls `handler` when the widget's GObject property `property` changes.
    @discardableResult
    public func onPropertyChange(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(widgetPointer, "notify::\(property)") { _, _ in handler() }
    }

    /// Releases every closure connected through GtkKit on this widget, on the widgets
    /// inside it and on objects they own (controllers, buffers, clipboard watchers).
    /// Windows do this when they close.
    public func releaseSignalHandlers() {
        SignalRegistry.releaseConnections(inWidgetTree: widgetPointer)
    }

    isolated deinit {}
}

/// Sets the label assistive technologies read for any widget (one GtkKit does not wrap,
/// such as a list's row).
@MainActor
func setAccessibleLabel(_ widget: UnsafeMutableRawPointer, _ label: String) {
    var property = GTK_ACCESSIBLE_PROPERTY_LABEL
    var value = GValue()
    g_value_init(&value, cgtk_type_string())
    g_value_set_string(&value, label)
    gtk_accessible_update_property_value(GObjectHandle<GtkClass.Accessible>(widget).pointer, 1, &property, &value)
    g_value_unset(&value)
}
