// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension UITests {
    /// A file dragged from another program (the demo in file-source mode stands in for a file
    /// manager: it offers the file as `text/uri-list`) is imported with progress.
    @Suite
    struct FileDropUITests {
        @Test(arguments: DisplayBackend.underTest)
        func fileFromAnotherProcessIsImportedWithProgress(on backend: DisplayBackend) throws {
            try UISession.run("file-drop", backend: backend) { session in
                let size = 48 << 20  // 48 MiB: six progress steps of 8 MiB
                let file = session.directory.appendingPathComponent("big-file.bin")
                #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
                let handle = try FileHandle(forWritingTo: file)
                try handle.truncate(atOffset: UInt64(size))
                try handle.close()
                let imports = session.directory.appendingPathComponent("imports")

                let demo = try DemoApp(session, title: "UI Files", page: "files", extraEnvironment: ["GTKKIT_DEMO_IMPORTS": imports.path])
                let source = try DemoApp(session, title: "UI File Source", arguments: ["--file-source", file.path])
                try source.moveWindow(to: ScreenPoint(x: 900, y: 500))
                let mark = demo.mark, sourceMark = source.mark
                let zone = try demo.point("file-zone")
                try session.drag(from: try source.point("file-0"), to: zone) {
                    try session.hover(at: zone, until: "the file zone targeted") { demo.logged("TARGETED file-zone true", after: mark) }
                }

                try demo.waitForLog("IMPORTED [\"big-file.bin (\(size) bytes)\"]", after: mark, timeout: 30)
                try source.waitForLog("DRAG_END file-source \(file.lastPathComponent) copied", after: sourceMark)
                let progress = demo.lines.dropFirst(mark).filter { $0.contains("IMPORT_PROGRESS") }
                let partial = progress.filter { line in
                    guard let fraction = line.split(separator: " ").first(where: { $0.contains("/\(size)") }),
                          let done = Int(fraction.split(separator: "/")[0]) else { return false }
                    return done > 0 && done < size
                }
                session.expect(!partial.isEmpty, "progress should be reported before the end: \(progress)")
                session.expect(progress.last?.contains("\(size)/\(size) finished=true") == true, "progress should end complete: \(progress)")
                let copy = imports.appendingPathComponent("big-file.bin")
                let copied = (try? FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? NSNumber)?.intValue
                session.expect(copied == size, "the imported copy should have \(size) bytes, has \(String(describing: copied))")
                try demo.waitForAccessible("the import is shown") { $0.contains(name: "Imported file: big-file.bin (\(size) bytes)") }
            }
        }
    }
}
