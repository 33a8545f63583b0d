// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension UITests {
    /// The harness itself: its private desktop works, and nothing it started outlives it.
    @Suite
    struct HarnessUITests {
        @Test(arguments: DisplayBackend.underTest)
        func aSessionLeavesNothingBehind(on backend: DisplayBackend) throws {
            let session = try UISession(name: "harness", backend: backend, gtkSettings: nil)
            var demoPID: pid_t = 0
            do {
                let demo = try DemoApp(session, title: "UI Harness")
                demoPID = demo.process.pid
                // The accessibility bus works: the demo's window is visible over AT-SPI.
                try demo.waitForAccessible("the demo's page switcher") { $0.contains(name: "Drag & Drop") }
                // X11: Xvfb, the bus, AT-SPI and the demo; Wayland: also PipeWire,
                // WirePlumber, mutter and the remote-desktop client.
                #expect(session.stragglerCount >= (backend == .x11 ? 4 : 7), "the session's processes carry its marker")
            } catch {
                session.tearDown()
                throw error
            }
            session.tearDown()
            #expect(session.stragglerCount == 0, "every process of the session is gone")
            #expect(kill(demoPID, 0) != 0, "the demo is gone")
            switch backend {
            case .x11: #expect(!FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(session.display.dropFirst())"), "the X server is gone")
            case .wayland: #expect(!FileManager.default.fileExists(atPath: session.directory.path), "the compositor's socket and runtime folder are gone")
            }
        }
    }
}
