// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit

/// What a page needs from its window: the window, toasts, the options, and a place to
/// register the widgets whose positions the UI tests read from the log.
@MainActor
final class PageContext {
    /// The window the page is in.
    let window: ApplicationWindow
    /// The window's toast overlay.
    let overlay: ToastOverlay
    /// The command line.
    let options: FerryOptions
    /// The window's title (log lines name their window).
    let windowTitle: String
    /// What the app remembers between launches (shared by every window).
    let settings: FerrySettings
    private var landmarkProviders: [@MainActor () -> [(String, Widget)]] = []
    private var pendingGeometry = false
    /// Tells the window which page is shown, for the geometry log.
    var visiblePage: @MainActor () -> String = { "?" }

    init(window: ApplicationWindow, overlay: ToastOverlay, options: FerryOptions, windowTitle: String, settings: FerrySettings) {
        self.window = window
        self.overlay = overlay
        self.options = options
        self.windowTitle = windowTitle
        self.settings = settings
    }

    /// Registers a widget whose centre the geometry log reports as `name`.
    func landmark(_ name: String, _ widget: Widget) {
        landmarkProviders.append { [(name, widget)] }
    }

    /// Registers widgets computed when the log is written (rows that come and go).
    func landmarks(_ provider: @escaping @MainActor () -> [(String, Widget)]) {
        landmarkProviders.append(provider)
    }

    /// The whole of the last toast that had to be shortened (its "Details" shows it).
    private(set) var lastLongMessage = ""

    /// Shows a brief message on one line; a message too long for it is shortened in the
    /// middle (paths first) and its toast gets a "Details" button showing the whole.
    func toast(_ message: String) {
        let short = MessageText.shortened(message)
        if short == message {
            overlay.show(message)
        } else {
            lastLongMessage = message
            overlay.show(short, buttonLabel: tr("Details"), action: "win.show-message")
        }
        FerryLog.write(.toast(window: windowTitle, text: message))
    }

    /// The landmark name of `widget`, when it is one of this window's landmarks.
    func landmarkName(of widget: Widget) -> String? {
        for provider in landmarkProviders {
            if let (name, _) = provider().first(where: { $0.1 === widget }) { return name }
        }
        return nil
    }

    /// Logs every landmark's position after the layout settles (when logging is on).
    func logGeometry(after delay: Duration = .milliseconds(300)) {
        guard FerryLog.isEnabled, !pendingGeometry else { return }
        pendingGeometry = true
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: delay)
            guard let self else { return }
            self.pendingGeometry = false
            for provider in self.landmarkProviders {
                for (name, widget) in provider() {
                    guard let frame = widget.frameInSurface else { continue }
                    FerryLog.write(.landmark(window: self.windowTitle, name: name, FerryEvent.Frame(frame)))
                }
            }
            FerryLog.write(.layoutDone(window: self.windowTitle, page: self.visiblePage()))
        }
    }
}
