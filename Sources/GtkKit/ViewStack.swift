// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita

/// Pages of which one is shown at a time, titled for a ``ViewSwitcher``: `AdwViewStack`.
@MainActor
public final class ViewStack: Widget {
    /// Creates an empty stack.
    public init() {
        super.init(adw_view_stack_new())
    }

    /// Adds a page named `name` (for ``visiblePage``), titled and with an icon for the switcher.
    public func addPage(_ child: Widget, name: String, title: String, iconName: String? = nil) {
        let page = adw_view_stack_add_titled(handle(AdwClass.ViewStack.self).pointer, child.gtkWidget, name, title)
        if let iconName { adw_view_stack_page_set_icon_name(page, iconName) }
    }

    /// The name of the page shown.
    public var visiblePage: String? {
        get { adw_view_stack_get_visible_child_name(handle(AdwClass.ViewStack.self).pointer).map { String(cString: $0) } }
        set { if let newValue { adw_view_stack_set_visible_child_name(handle(AdwClass.ViewStack.self).pointer, newValue) } }
    }

    /// Runs `handler` with the page name whenever another page is shown.
    @discardableResult
    public func onPageChange(_ handler: @escaping @MainActor (String?) -> Void) -> SignalConnection {
        let pointer = widgetPointer
        return connectSignal(widgetPointer, "notify::visible-child-name") { _, _ in
            handler(adw_view_stack_get_visible_child_name(GObjectHandle<AdwClass.ViewStack>(pointer).pointer).map { String(cString: $0) })
        }
    }
}
