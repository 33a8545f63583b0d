// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit

/// `ferry --screenshots DIR`: shows every page in turn and writes a PNG of the window for
/// each into the folder (`docs/screenshots/` via `scripts/screenshots`).
@MainActor
enum ScreenshotRun {
    static func write(_ window: FerryWindow, into folder: URL) async {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try await Task.sleep(for: .milliseconds(800))
            window.prepareForScreenshots()
            for page in FerryWindowPage.allCases {
                window.show(page)
                try await Task.sleep(for: .milliseconds(700))
                let file = folder.appendingPathComponent("\(page.rawValue).png")
                try window.window.writeSnapshot(to: file)
                print("Wrote \(file.path)")
            }
        } catch {
            FerryLog.always(.failure(area: "SCREENSHOT", message: "\(error)"))
        }
    }
}
