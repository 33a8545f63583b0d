// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit

/// One Ferry window: a header bar with the page switcher and the main menu, one page per
/// SPEC scene, and toasts. Every window has its own pages and models, so its state is
/// independent of the other windows'.
@MainActor
final class FerryWindow {
    let window: ApplicationWindow
    let title: String
    let context: PageContext
    private let stack = ViewStack()
    private let shapes: ShapesPage
    private let labels: LabelsPage
    private let filter: FilterPage
    private let profiles: ProfilesPage
    private let sources: DragSourcesPage

    init(application: Application, title: String, options: FerryOptions, profilesModel: ProfilesModel?, settings: FerrySettings) {
        self.title = title
        let size = settings.windowSize
        window = ApplicationWindow(application: application, title: title, width: size.width, height: size.height)
        if settings.windowIsMaximized { window.isMaximized = true }
        let overlay = ToastOverlay(stack.expand())
        context = PageContext(window: window, overlay: overlay, options: options, windowTitle: title, settings: settings)
        shapes = ShapesPage(context: context)
        labels = LabelsPage(context: context)
        filter = FilterPage(context: context)
        profiles = ProfilesPage(context: context, model: profilesModel)
        sources = DragSourcesPage(context: context)
        for page in FerryWindowPage.allCases {
            stack.addPage(root(of: page), name: page.rawValue, title: page.title, iconName: page.iconName)
        }
        let header = HeaderBar(titleWidget: ViewSwitcher(stack: stack))
        context.landmark("header", header)
        // The window itself: where its content starts on the surface (past the shadow a
        // compositor draws around it), which accessibility positions are counted from.
        context.landmark("window", window)
        header.packEnd(MenuButton(tooltip: tr("Main Menu"), isPrimary: true, items: [
            (tr("New Window"), "app.new-window"), (tr("Keyboard Shortcuts"), "win.show-help-overlay"), (tr("Help"), "app.help"),
            (tr("About Ferry"), "app.about"),
        ]))
        if options.developer {
            header.packEnd(MenuButton(iconName: "applications-engineering-symbolic", tooltip: tr("Developer Options"),
                                      items: PaletteDragMode.allCases.map { ($0.title, "win.palette-\($0.rawValue)") }))
        }
        window.setContent(Box(.vertical, [header, overlay]))
        window.setShortcutsWindow(Self.shortcutsWindow(developer: options.developer))
        addActions(developer: options.developer)
        context.visiblePage = { [unowned self] in self.stack.visiblePage ?? "?" }
        stack.onPageChange { [unowned self] page in
            FerryLog.write(.pageShown(window: self.title, page: page ?? "?"))
            if let shown = page.flatMap(FerryWindowPage.init(rawValue:)) { settings.pageShown(shown) }
            self.context.logGeometry()
        }
        window.onSignal("map") { [unowned self] in self.context.logGeometry(after: .milliseconds(500)) }
        if FerryLog.isEnabled {
            window.onPointerMotion { [unowned self] point in
                FerryLog.write(.pointer(window: self.title, x: Int(point.x.rounded()), y: Int(point.y.rounded())))
            }
        }
        stack.visiblePage = settings.startingPage(options: options).rawValue
        window.onSignal("close-request") { [unowned self] in self.rememberSize() }
    }

    func present() { window.present() }

    /// Stores the window's size and whether it is maximized, for the next window (when
    /// it closes, or the app quits with it open).
    func rememberSize() {
        let size = window.defaultSize
        context.settings.windowClosed(width: size.width, height: size.height, isMaximized: window.isMaximized)
    }

    /// The pages the timing run drives.
    var filterPageForBenchmark: FilterPage { filter }
    var shapesPageForBenchmark: ShapesPage { shapes }
    var profilesPageForBenchmark: ProfilesPage { profiles }

    /// Puts some content on the pages for screenshots.
    func prepareForScreenshots() {
        Task { @MainActor in await self.shapes.populateForScreenshots() }
    }

    /// Shows a page.
    func show(_ page: FerryWindowPage) { stack.visiblePage = page.rawValue }

    private func root(of page: FerryWindowPage) -> Widget {
        switch page {
        case .shapes: shapes.root
        case .labels: labels.root
        case .filter: filter.root
        case .profiles: profiles.root
        case .sources: sources.root
        }
    }

    private func addActions(developer: Bool) {
        for (index, page) in FerryWindowPage.allCases.enumerated() {
            window.addAction("page-\(index + 1)") { [unowned self] in self.show(page) }
        }
        window.addAction("show-message") { [unowned self] in
            MessageDialog.present(heading: tr("Message"), body: self.context.lastLongMessage, over: self.window)
        }
        window.addAction("add-label") { [unowned self] in self.labels.addLabel() }
        window.addAction("reverse-rows") { [unowned self] in self.labels.reverseRows() }
        window.addAction("tidy") { [unowned self] in self.labels.tidy() }
        window.addAction("insert-soft") { [unowned self] in self.labels.insertSoftPrefix() }
        window.addAction("undo-delete") { [unowned self] in self.labels.undoDelete() }
        window.addAction("undo-delete-profile") { [unowned self] in self.profiles.undoDelete() }
        // Ctrl+Z is not an application shortcut: those come before the focused widget, and
        // a text field must keep its own undo. The window hears it only when nothing in
        // focus used it: a text field uses it only while it has typing to undo.
        window.onKeyPress { [unowned self] key in
            guard key.name == "z", key.control, !key.shift, !key.alt else { return false }
            return self.undo()
        }
        if developer {
            for mode in PaletteDragMode.allCases {
                window.addAction("palette-\(mode.rawValue)") { [unowned self] in self.shapes.setPaletteMode(mode) }
            }
        }
    }

    /// Ctrl+Z that the focused widget did not use (a text field with typing to undo uses
    /// it): what ``ContextualUndo`` says for the page shown. Returns whether something was
    /// undone.
    private func undo() -> Bool {
        let page = stack.visiblePage.flatMap(FerryWindowPage.init(rawValue:)) ?? .shapes
        switch ContextualUndo.command(on: page, focusedFieldHasTyping: false,
                                      canRestoreLabel: labels.canUndoDelete, canRestoreProfile: profiles.canUndoDelete) {
        case .restoreLabel: labels.undoDelete()
        case .restoreProfile: profiles.undoDelete()
        case .typing, .nothing: return false
        }
        return true
    }

    private static func shortcutsWindow(developer: Bool) -> ShortcutsWindow {
        ShortcutsWindow(groups: FerryShortcuts.sections(developer: developer).map { section in
            ShortcutsWindow.Group(FerryShortcuts.title(ofGroup: section.group), section.shortcuts.map { ShortcutsWindow.Shortcut($0.title, accelerator: $0.keys) })
        })
    }
}
