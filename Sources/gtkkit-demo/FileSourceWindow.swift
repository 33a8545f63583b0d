// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit

/// A stand-in for a file manager: a window whose cards each drag one file as a URL, which
/// travels as `text/uri-list` and GTK's file list (landmarks `file-0`, `file-1`, …), and
/// for a browser: cards that drag an image as PNG bytes (`image-0`, …). The GtkKit and
/// Ferry UI tests drop images, videos and CSV files with it.
@MainActor
final class FileSourceWindow {
    let window: ApplicationWindow

    init(application: Application, files: [URL], images: [URL] = [], title: String) {
        window = ApplicationWindow(application: application, title: title, width: 360, height: 120 + 80 * (files.count + images.count))
        let column = Box(.vertical, spacing: 8)
        var cards: [(String, Widget)] = []
        for (index, file) in files.enumerated() {
            let card = Label("Drag \(file.lastPathComponent)").cssClass("card").cssClass("title-4").minimumSize(width: 300, height: 64)
            card.draggable(file, onEnded: { outcome in DemoLog.write("DRAG_END file-source \(file.lastPathComponent) \(outcome)") })
            column.append(card)
            cards.append(("file-\(index)", card))
        }
        // Images as bytes: the drag offers `image/png` and no file (landmarks `image-0`, …).
        for (index, file) in images.enumerated() {
            let image = try? TransferableImage(contentsOf: file)
            let card = Label("Drag image \(file.lastPathComponent)").cssClass("card").cssClass("title-4").minimumSize(width: 300, height: 64)
            card.draggable(image, onEnded: { outcome in DemoLog.write("DRAG_END image-source \(file.lastPathComponent) \(outcome)") })
            column.append(card)
            cards.append(("image-\(index)", card))
        }
        let header = HeaderBar()
        cards.append(("header", header))
        window.setContent(Box(.vertical, [header, column.margins(16)]))
        window.onPointerMotion { point in DemoLog.write("POINTER \(title) \(Int(point.x.rounded())) \(Int(point.y.rounded()))") }
        window.onSignal("map") {
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(500))
                for (name, card) in cards {
                    if let frame = card.frameInSurface {
                        DemoLog.write("GEOMETRY \(title) \(name) \(Int(frame.center.x)) \(Int(frame.center.y)) \(Int(frame.width)) \(Int(frame.height))")
                    }
                }
                DemoLog.write("GEOMETRY_DONE \(title) page=file-source")
            }
        }
    }
}
