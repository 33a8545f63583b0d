import Foundation
import Testing

extension UITests {
    /// The harness itself: its private desktop works, and nothing it started outlives it.
    @Suite
    struct HarnessUITests {
        @Test func aSessionLeavesNothingBehind() throws {
            let session = try UISession(name: "harness", gtkSettings: nil)
            var demoPID: pid_t = 0
            do {
                let demo = try DemoApp(session, title: "UI Harness")
                demoPID = demo.process.pid
                // The accessibility bus works: the demo's window is visible over AT-SPI.
                try demo.waitForAccessible("the demo's page switcher") { $0.contains(name: "Drag & Drop") }
                #expect(session.stragglerCount >= 4, "Xvfb, the bus, AT-SPI and the demo carry the session's marker")
            } catch {
                session.tearDown()
                throw error
            }
            session.tearDown()
            #expect(session.stragglerCount == 0, "every process of the session is gone")
            #expect(kill(demoPID, 0) != 0, "the demo is gone")
            #expect(!FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(session.display.dropFirst())"), "the X server is gone")
        }
    }
}
