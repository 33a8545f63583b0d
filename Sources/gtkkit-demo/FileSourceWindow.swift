import Foundation
import GtkKit

/// A stand-in for a file manager: a window whose one label drags a file as a URL, which
/// travels as `text/uri-list`.
@MainActor
final class FileSourceWindow {
    let window: ApplicationWindow
    private let handle: Label

    init(application: Application, file: URL, title: String) {
        window = ApplicationWindow(application: application, title: title, width: 360, height: 200)
        handle = Label("Drag \(file.lastPathComponent)").cssClass("card").cssClass("title-3").minimumSize(width: 300, height: 120)
        handle.draggable(file, onEnded: { outcome in DemoLog.write("DRAG_END file-source \(outcome)") })
        window.setContent(Box(.vertical, [HeaderBar(), handle.margins(16)]))
        window.onSignal("map") { [handle, title] in
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(500))
                if let frame = handle.frameInSurface {
                    DemoLog.write("GEOMETRY \(title) file-handle \(Int(frame.center.x)) \(Int(frame.center.y))")
                }
                DemoLog.write("GEOMETRY_DONE \(title) page=file-source")
            }
        }
    }
}
