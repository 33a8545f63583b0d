// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import Foundation
import GtkKit

/// Everything the app tells its UI tests and benchmarks, one case an event: the one
/// channel from the app to them. Each renders as one log line, `TAG window details`
/// (``FerryLog`` writes it); the tests read a line only for what no user can see (where a
/// widget is, when an animation settled, how a drag ended inside the toolkit). What a user
/// sees, they read from the accessibility tree.
enum FerryEvent: CustomStringConvertible {
    /// Where a widget the tests drag from or to sits in its window, centre and size.
    struct Frame {
        var centerX: Int, centerY: Int, width: Int, height: Int

        /// A widget's frame in its window, in whole logical pixels.
        init(_ frame: Rect) {
            centerX = Int(frame.center.x)
            centerY = Int(frame.center.y)
            width = Int(frame.width)
            height = Int(frame.height)
        }
    }

    // The shell
    case windowOpened(window: String)
    case windowClosed(window: String)
    case pageShown(window: String, page: String)
    case landmark(window: String, name: String, Frame)
    case layoutDone(window: String, page: String)
    /// Where the pointer is on the window's surface (how the harness finds the window on
    /// Wayland, where clients never learn their place on screen).
    case pointer(window: String, x: Int, y: Int)
    case aboutShown
    case toast(window: String, text: String)
    /// The desktop's clipboard changed, as the window learnt it (on Wayland, when it has
    /// the focus): what it now offers.
    case clipboardChanged(window: String, offers: [String])

    // Drag and drop
    case dragBegan(window: String, source: String)
    case dragEnded(window: String, source: String, toolkit: ToolkitDragEnd, session: DragOutcome? = nil)
    case dropped(window: String, target: String, taken: Bool)
    /// A drag that can be dropped on a landmark entered (or left) it.
    case targeted(window: String, target: String, isOn: Bool)
    case highlighted(window: String, collection: String, isOn: Bool)

    // Scenes
    case shapesMessage(window: String, text: String)
    case paletteMode(window: String, mode: PaletteDragMode)
    case labels(window: String, command: String, rows: [String], focus: String)
    case labelFocused(window: String, index: Int)
    case tidyPolicy(window: String, key: String)
    case filtered(window: String, query: String, tilesOnly: Bool, visible: [Int], animates: Bool)
    case filterAnimation(window: String, started: Bool, entering: Int, leaving: Int)
    case filterStep(window: String, elapsedMilliseconds: Int, samples: [(id: Int, RowPlacement)])
    case filterSettled(window: String, rows: Int, afterMilliseconds: Int)
    case filterListSettled(window: String, rows: Int)
    case filterSource(window: String, records: Int, milliseconds: String)
    case reducedMotion(window: String, isOn: Bool)
    case received(window: String, receiver: String, text: String)
    case profilesMessage(window: String, text: String)
    case profilesResult(window: String, text: String)
    case profilesDrop(window: String, taken: Bool, message: String)
    case portraitDrop(window: String, succeeded: Bool)
    case videoImport(window: String, message: String)
    /// A CSV import ended: how long the main loop went without running from its start
    /// until the list showed its outcome (see `MainLoopGaps`).
    case csvImportGaps(window: String, gaps: MainLoopGaps.Summary)
    case exportDialog(window: String, formats: [String])

    // Measurements and failures, written whether or not the log is on
    case timing(String)
    case failure(area: String, message: String)

    var description: String {
        switch self {
        case let .windowOpened(window): "WINDOW_OPENED \(window)"
        case let .windowClosed(window): "WINDOW_CLOSED \(window)"
        case let .pageShown(window, page): "PAGE \(window) \(page)"
        case let .landmark(window, name, frame):
            "GEOMETRY \(window) \(name) \(frame.centerX) \(frame.centerY) \(frame.width) \(frame.height)"
        case let .layoutDone(window, page): "GEOMETRY_DONE \(window) page=\(page)"
        case let .pointer(window, x, y): "POINTER \(window) \(x) \(y)"
        case .aboutShown: "ABOUT"
        case let .toast(window, text): "TOAST \(window) \(text)"
        case let .clipboardChanged(window, offers): "CLIPBOARD_CHANGED \(window) offers=\(offers.joined(separator: ","))"
        case let .dragBegan(window, source): "DRAG_BEGIN \(window) \(source)"
        case let .dragEnded(window, source, toolkit, session):
            "DRAG_END \(window) \(source) gtk=\(toolkit)" + (session.map { " session=\($0)" } ?? "")
        case let .dropped(window, target, taken): "DROP \(window) \(target) taken=\(taken)"
        case let .targeted(window, target, isOn): "TARGETED \(window) \(target) \(isOn)"
        case let .highlighted(window, collection, isOn): "HIGHLIGHT \(window) \(collection) \(isOn)"
        case let .shapesMessage(window, text): "MESSAGE \(window) \(text)"
        case let .paletteMode(window, mode): "PALETTE_MODE \(window) \(mode.rawValue)"
        case let .labels(window, command, rows, focus): "LABELS \(window) \(command) rows=\(rows) focus=\(focus)"
        case let .labelFocused(window, index): "LABEL_FOCUS \(window) \(index)"
        case let .tidyPolicy(window, key): "TIDY_POLICY \(window) \(key)"
        case let .filtered(window, query, tilesOnly, visible, animates):
            "FILTER \(window) query=\"\(query)\" tiles=\(tilesOnly) "
                + "visible=\(visible.count <= 20 ? "\(visible)" : "\(visible.count) ids") animates=\(animates)"
        case let .filterAnimation(window, started, entering, leaving):
            "FILTER_ANIMATION \(window) started=\(started) entering=\(entering) leaving=\(leaving)"
        case let .filterStep(window, elapsed, samples):
            "FILTER_STEP \(window) elapsed_ms=\(elapsed) " + samples.map { id, placement in
                "\(id):\(String(format: "%.2f", placement.opacity))/\(String(format: "%.1f", placement.displacement))"
            }.joined(separator: " ")
        case let .filterSettled(window, rows, after): "FILTER_SETTLED \(window) rows=\(rows) after_ms=\(after)"
        case let .filterListSettled(window, rows): "FILTER_LIST_SETTLED \(window) rows=\(rows) bound"
        case let .filterSource(window, records, milliseconds): "FILTER_SOURCE \(window) records=\(records) ms=\(milliseconds)"
        case let .reducedMotion(window, isOn): "REDUCED_MOTION \(window) \(isOn)"
        case let .received(window, receiver, text): "RECEIVED \(window) \(receiver) \(text)"
        case let .profilesMessage(window, text): "PROFILES_MESSAGE \(window) \(text)"
        case let .profilesResult(window, text): "PROFILES \(window) \(text)"
        case let .profilesDrop(window, taken, message): "PROFILES_DROP \(window) taken=\(taken) \(message)"
        case let .portraitDrop(window, succeeded): "PORTRAIT_DROP \(window) succeeded=\(succeeded)"
        case let .videoImport(window, message): "VIDEO_IMPORT \(window) \(message)"
        case let .csvImportGaps(window, gaps): "CSV_IMPORT_GAPS \(window) \(gaps)"
        case let .exportDialog(window, formats): "EXPORT_DIALOG \(window) formats=\(formats)"
        case let .timing(fields): "TIMING \(fields)"
        case let .failure(area, message): "\(area)_ERROR \(message)"
        }
    }
}
