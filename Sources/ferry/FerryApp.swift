// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import FerryVersion
import GtkKit

/// The application: its actions and shortcuts, the About window, and the open windows
/// (each independent). Also runs the screenshot and timing modes.
@MainActor
final class FerryApp {
    let application: Application
    let options: FerryOptions
    private var windows: [ObjectIdentifier: FerryWindow] = [:]
    private var windowCount = 0
    private let launched: ContinuousClock.Instant
    /// The Profiles page's model, shared by every window (it is the stored profiles).
    private lazy var profilesModel: ProfilesModel? = {
        do {
            return try ProfilesModel.standard()
        } catch {
            FerryLog.always(.failure(area: "PROFILES", message: "the profile store cannot be opened: \(error)"))
            return nil
        }
    }()

    /// What the app remembers between launches, shared by every window.
    private lazy var settings = StoredSettings.open(options: options)

    init(options: FerryOptions, launched: ContinuousClock.Instant) {
        self.options = options
        self.launched = launched
        application = Application(id: options.applicationID)
        application.onActivate { [unowned self] in self.activate() }
    }

    func run() -> Int32 {
        let status = application.run()
        Settings.sync()  // a store that writes later (dconf) gets every change before the process ends
        return status
    }

    private func activate() {
        StyleSheet.add(Self.css + DragSourcesPage.css + FilterPage.css)
        application.addAction("new-window") { [unowned self] in self.openWindow() }
        application.addAction("close-window") { [unowned self] in self.application.activeWindow?.close() }
        application.addAction("quit") { [unowned self] in
            self.windows.values.forEach { $0.rememberSize() }
            self.application.quit()
        }
        application.addAction("about") { [unowned self] in
            AboutWindow.present(AboutInfo(applicationName: "Ferry", version: Ferry.version, developerName: "The Ferry project",
                                          comments: "Typed drag and drop, identity-stable lists and caret-stable editing, "
                                          + "shown scene by scene.", iconName: "edit-copy-symbolic"),
                                over: self.application.activeWindow)
            FerryLog.write(.aboutShown)
        }
        let accelerators = FerryWindow.accelerators + (options.developer ? FerryWindow.developerAccelerators : [])
        for shortcut in accelerators { application.setAccelerators([shortcut.keys], for: shortcut.action) }

        if let folder = options.screenshotFolder {
            let window = openWindow()
            Task { @MainActor in
                await ScreenshotRun.write(window, into: URL(fileURLWithPath: folder))
                self.application.quit()
            }
            return
        }
        let first = openWindow { window in
            window.window.onSignal("map") { [unowned self] in self.reportFirstFrame(window) }
        }
        if options.benchmark {
            Task { @MainActor in
                await BenchmarkRun.run(first)
                self.application.quit()
            }
        }
    }

    /// Opens a new, independent window; the first is titled by `--title`, later ones
    /// get a number.
    @discardableResult
    func openWindow(beforePresenting prepare: (FerryWindow) -> Void = { _ in }) -> FerryWindow {
        windowCount += 1
        let title = windowCount == 1 ? options.title : "\(options.title) \(windowCount)"
        var windowOptions = options
        if windowCount > 1 { windowOptions.largeCollection = false }
        let window = FerryWindow(application: application, title: title, options: windowOptions, profilesModel: profilesModel, settings: settings)
        let key = ObjectIdentifier(window)
        windows[key] = window
        if FerryLog.isEnabled && DropTargetController.targetingObserver == nil {
            // Which landmark a drag entered, for UI tests that wait for it before dropping.
            DropTargetController.targetingObserver = { [unowned self] widget, isOn in
                for window in self.windows.values {
                    guard let name = window.context.landmarkName(of: widget) else { continue }
                    FerryLog.write(.targeted(window: window.title, target: name, isOn: isOn))
                }
            }
        }
        window.window.onClose { [unowned self] in
            self.windows[key] = nil
            FerryLog.write(.windowClosed(window: title))
        }
        prepare(window)
        window.present()
        FerryLog.write(.windowOpened(window: title))
        return window
    }

    /// Whether ``ShapesModel/warmUpTransfers()`` has been started in this process.
    private static var transfersWarmedUp = false

    private func reportFirstFrame(_ window: FerryWindow) {
        window.window.onNextFramePainted { [launched, options] in
            // Once the first window is up, ready the transfer path so the first drop is quick.
            if !FerryApp.transfersWarmedUp {
                FerryApp.transfersWarmedUp = true
                Task { @MainActor in await ShapesModel.warmUpTransfers() }
            }
            guard options.timings else { return }
            FerryLog.always(.timing("first-frame main_ms=\(milliseconds(since: launched)) process_ms=\(ProcessClock.millisecondsSinceProcessStart())"))
        }
    }

    static let css = """
    .ferry-drop-target { background-color: alpha(@accent_bg_color, 0.25); box-shadow: inset 0 0 0 2px @accent_bg_color; }
    .ferry-drag-preview { border-radius: 16px; background-color: @accent_bg_color; color: @accent_fg_color; }
    .ferry-item-row { border-radius: 6px; background-color: alpha(@window_fg_color, 0.06); }
    .ferry-selected { background-color: alpha(@accent_bg_color, 0.2); }
    .ferry-chosen { background-color: alpha(@accent_bg_color, 0.35); }
    .ferry-collection, .ferry-receiver, .ferry-source { padding: 12px; }
    .ferry-palette-entry { padding: 6px; }
    """
}
