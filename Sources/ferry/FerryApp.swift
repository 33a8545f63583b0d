// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import FerryVersion
import GtkKit

/// The application: its actions and shortcuts, the About window, help, and the open
/// windows (each independent but for the shared profile store). One process per
/// application id: a second launch opens a window here. Also runs the screenshot and
/// timing modes.
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
        // One instance per application id: a later `ferry` hands its command line to the
        // running process, which opens a window for it. The screenshot and timing runs
        // stay separate processes, as they quit when done.
        application = Application(id: options.applicationID, allowsMultipleInstances: options.quitsWhenDone)
        application.onCommandLine { [unowned self] launch in self.launch(launch) }
        application.onActivate { [unowned self] in
            _ = self.launch(CommandLineLaunch(arguments: [], workingDirectory: FileManager.default.currentDirectoryPath))
        }
    }

    func run() -> Int32 {
        let status = application.run()
        Settings.sync()  // a store that writes later (dconf) gets every change before the process ends
        return status
    }

    /// Whether the first launch (this process's own) has been handled.
    private var started = false

    /// Handles a launch: this process's own first, then each later `ferry` of the same
    /// application id. A later launch opens one more window here (titled by its
    /// `--title`, if it gave one, and showing its `--page`), unless it names files to open
    /// (Files' Open With, `ferry FILE…`): then the window in front shows the Profiles page
    /// and adds their profiles, as a text editor opens a file in the window at hand.
    /// Returns the launching process's exit status.
    private func launch(_ launch: CommandLineLaunch) -> Int32 {
        guard started else {
            started = true
            start()
            if !options.files.isEmpty, !options.quitsWhenDone, let first = windows.values.first {
                open(options.files, from: launch.workingDirectory, in: first)
            }
            return 0
        }
        let environment = ProcessInfo.processInfo.environment
        let arguments = launch.arguments.isEmpty ? ["ferry"] : launch.arguments
        guard case .success(let launchOptions) = FerryOptions.parse(arguments, environment: environment) else {
            return 2  // the launching process checked its command line before handing it over
        }
        if !launchOptions.files.isEmpty {
            let front = application.activeWindow.flatMap { active in windows.values.first { $0.window === active } }
            let window = front ?? openWindow()
            window.present()
            open(launchOptions.files, from: launch.workingDirectory, in: window)
            return 0
        }
        let title = launchOptions.title == FerryOptions().title ? nil : launchOptions.title
        let window = openWindow(title: title)
        if let page = launchOptions.page.flatMap(FerryWindowPage.init(rawValue:)) { window.show(page) }
        return 0
    }

    /// Adds the profiles of `files` (as given on a command line launched in `directory`)
    /// to the store, on `window`'s Profiles page, where the outcome is said.
    private func open(_ files: [String], from directory: String, in window: FerryWindow) {
        window.show(.profiles)
        guard let model = profilesModel else {
            FerryLog.always(.failure(area: "PROFILES", message: "files to open, but no profile store"))
            return
        }
        let urls = files.map { FerryOptions.fileURL($0, workingDirectory: directory) }
        Task { @MainActor in await model.openFiles(urls) }
    }

    private func start() {
        StyleSheet.add(Self.css + DragSourcesPage.css + FilterPage.css)
        application.addAction("new-window") { [unowned self] in self.openWindow() }
        application.addAction("close-window") { [unowned self] in self.application.activeWindow?.close() }
        application.addAction("quit") { [unowned self] in
            self.windows.values.forEach { $0.rememberSize() }
            self.application.quit()
        }
        application.addAction("about") { [unowned self] in
            var about = AboutInfo(applicationName: "Ferry", version: Ferry.version, developerName: tr("The Ferry project"),
                                  comments: tr("Typed drag and drop, identity-stable lists and caret-stable editing, shown scene by scene."),
                                  website: FerryInstallation.homepage,
                                  // The app's icon is in the icon theme once installed.
                                  iconName: FerryInstallation.dataFolder == nil ? "edit-copy-symbolic" : FerryOptions().applicationID)
            about.license = .apache2
            about.copyright = tr("© 2026 The Ferry project")
            about.developers = [tr("The Ferry project maintainers")]
            about.issueURL = FerryInstallation.homepage + "/issues"
            AboutWindow.present(about, over: self.application.activeWindow)
            FerryLog.write(.aboutShown)
        }
        application.addAction("help") { [unowned self] in self.showHelp() }
        for shortcut in FerryShortcuts.all(developer: options.developer) {
            application.setAccelerators([shortcut.keys], for: shortcut.action)
        }

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
        if let file = options.csvImportTimingFile {
            Task { @MainActor in
                first.show(.profiles)
                await first.profilesPageForBenchmark.timeCSVImport(URL(fileURLWithPath: file))
                self.application.quit()
            }
        }
    }

    /// Opens the user guide: the installed copy of docs/user-guide.md or, running from a
    /// build folder, that file online.
    private func showHelp() {
        let uri = FerryInstallation.userGuideURI()
        do {
            try URILauncher.open(uri)
        } catch {
            FerryLog.always(.failure(area: "HELP", message: error.description))
        }
    }

    /// Opens a new window (its pages have their own state; the Profiles page shares the
    /// one store); the first is titled by `--title`, later ones get a number unless
    /// `title` names them.
    @discardableResult
    func openWindow(title givenTitle: String? = nil, beforePresenting prepare: (FerryWindow) -> Void = { _ in }) -> FerryWindow {
        windowCount += 1
        let title = givenTitle ?? (windowCount == 1 ? options.title : "\(options.title) \(windowCount)")
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
            // For ferry-bench swiftui, which compares this start with a SwiftUI app's.
            if ProcessInfo.processInfo.environment["FERRY_QUIT_AFTER_FIRST_FRAME"] == "1" { window.window.application.quit() }
        }
    }

    static let css = """
    .ferry-drop-target { background-color: alpha(@accent_bg_color, 0.25); box-shadow: inset 0 0 0 2px @accent_bg_color; }
    .ferry-drag-preview { border-radius: 16px; background-color: @accent_bg_color; color: @accent_fg_color; }
    .ferry-item-row { border-radius: 6px; background-color: alpha(@window_fg_color, 0.06); }
    .ferry-selected { background-color: alpha(@accent_bg_color, 0.2); }
    .ferry-collection, .ferry-receiver, .ferry-source { padding: 12px; }
    .ferry-palette-entry { padding: 6px; }
    """
}
