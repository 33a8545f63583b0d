import Foundation
import FerryScenes
import GtkKit

/// `ferry --file-source PATH…`: a small window whose cards each drag one file (as a file
/// manager would: `text/uri-list`). The UI tests drop images, videos and CSV files with it.
@MainActor
final class FileSourceWindow {
    let window: ApplicationWindow

    init(application: Application, files: [URL], title: String) {
        window = ApplicationWindow(application: application, title: title, width: 360, height: 120 + 80 * files.count)
        let column = Box(.vertical, spacing: 8)
        var cards: [(String, Widget)] = []
        for (index, file) in files.enumerated() {
            let card = Label("Drag \(file.lastPathComponent)").cssClass("card").cssClass("title-4").minimumSize(width: 300, height: 64)
            card.draggable(file, onEnded: { outcome in FerryLog.write(.dragEnded(window: title, source: "file-source \(file.lastPathComponent)", toolkit: outcome)) })
            column.append(card)
            cards.append(("file-\(index)", card))
        }
        window.setContent(Box(.vertical, [HeaderBar(), column.margins(16)]))
        window.onSignal("map") {
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(500))
                for (name, card) in cards {
                    if let frame = card.frameInSurface {
                        FerryLog.write(.landmark(window: title, name: name, FerryEvent.Frame(frame)))
                    }
                }
                FerryLog.write(.layoutDone(window: title, page: "file-source"))
            }
        }
    }
}
