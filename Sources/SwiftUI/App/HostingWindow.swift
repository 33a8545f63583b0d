// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita
import GtkKit

/// A libadwaita application window showing a view tree under a header bar; the root of
/// the tree's environment (reduce motion, layout direction, colour scheme), which it
/// keeps current as GTK's settings change.
@MainActor
final class HostingWindow {
    let window: ApplicationWindow
    private let root: RootNode

    init(application: Application, title: String, root view: any View) {
        window = ApplicationWindow(application: application, title: title)
        gtk_window_set_default_size(window.widgetPointer.assumingMemoryBound(to: GtkWindow.self), -1, -1)
        root = RootNode(environment: HostingWindow.currentEnvironment())
        let content = Widget(retaining: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!))
        let header = Widget(retaining: UnsafeMutableRawPointer(adw_header_bar_new()!))
        gtk_box_append(content.widgetPointer.assumingMemoryBound(to: GtkBox.self), header.gtk)
        gtk_box_append(content.widgetPointer.assumingMemoryBound(to: GtkBox.self), root.container.gtk)
        window.setContent(content)
        root.show(view)
        LaunchTimings.watch(window, application: application)
        // The shortcuts window (Ctrl+?) lists every keyboardShortcut the views declared.
        application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
        listShortcuts(title: title)
        ShortcutRegistry.shared.onChange = { [weak self] in self?.listShortcuts(title: title) }
        _ = ReducedMotion.observe(owner: window) { [weak self] _ in self?.environmentChanged() }
    }

    func present() { window.present() }

    private func listShortcuts(title: String) {
        let shortcuts = ShortcutRegistry.shared.shortcuts
        guard !shortcuts.isEmpty else { return }
        window.setShortcutsWindow(ShortcutsWindow(groups: [
            ShortcutsWindow.Group(title, shortcuts.map { ShortcutsWindow.Shortcut($0.title, accelerator: $0.accelerator) }),
        ]))
    }

    private func environmentChanged() {
        root.environmentChanged(HostingWindow.currentEnvironment())
    }

    /// The environment the whole window sees, read from GTK and the locale.
    static func currentEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = ReducedMotion.isEnabled
        environment.layoutDirection = gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
        environment.colorScheme = adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 ? .dark : .light
        return environment
    }
}

/// The root of a window's view tree: its content fills the window, centred as a Mac
/// centres a window's content when the window is larger than it.
@MainActor
final class RootNode: Node {
    let container = StackWidget(.depth)
    private var child: Node?
    private var view: (any View)?

    init(environment: EnvironmentValues) {
        super.init(viewType: RootNode.self, parent: nil, environment: environment)
        container.configure(axis: .depth, spacing: 0, horizontal: 0.5, vertical: 0.5)
        gtk_widget_set_hexpand(container.gtk, 1)
        gtk_widget_set_vexpand(container.gtk, 1)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func show(_ view: any View) {
        self.view = view
        child = reconcile(child, with: view, parent: self, environment: environment, transaction: Transaction())
        container.setItems(child?.widgets ?? [])
    }

    override func childWidgetsChanged(transaction: Transaction) {
        container.setItems(child?.widgets ?? [])
    }

    /// Evaluates again every view that reads the environment.
    func environmentChanged(_ environment: EnvironmentValues) {
        self.environment = environment
        guard let view else { return }
        child = reconcile(child, with: view, parent: self, environment: environment, transaction: Transaction())
        container.setItems(child?.widgets ?? [])
    }
}
