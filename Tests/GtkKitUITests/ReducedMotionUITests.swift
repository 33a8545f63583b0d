// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension UITests {
    /// The desktop's reduced-motion preference (`gtk-enable-animations`), read at start and
    /// watched while running.
    @Suite
    struct ReducedMotionUITests {
        @Test(arguments: DisplayBackend.underTest)
        func animationsRunUntilReducedMotionIsTurnedOn(on backend: DisplayBackend) throws {
            try UISession.run("motion-default", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI Motion", page: "widgets")
                try demo.waitForAccessible("motion allowed") { $0.contains(name: "Reduced motion: off") }
                var mark = demo.mark
                try session.click(try demo.point("animate"))
                try demo.waitForLog("ANIMATION_START animated=true", after: mark)
                let done = try demo.waitForLog("ANIMATION_DONE reduced=false", after: mark)
                let ms = Int(done.split(separator: "=").last ?? "") ?? 0
                session.expect(ms >= 180, "a 220 ms animation should take about that long, took \(ms) ms")

                // The setting changes while the app runs (as a settings daemon would change it).
                mark = demo.mark
                try session.click(try demo.point("reduce-motion"))
                try demo.waitForLog("REDUCED_MOTION true", after: mark)
                try demo.waitForAccessible("reduced motion shown") { $0.contains(name: "Reduced motion: on") }
                mark = demo.mark
                try session.click(try demo.point("animate"))
                try demo.waitForLog("ANIMATION_START animated=false", after: mark)
                try demo.waitForAccessible("the animation was skipped") { $0.contains(name: "Animation: skipped (reduced motion)") }
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func reducedMotionFromTheDesktopSettingIsRespected(on backend: DisplayBackend) throws {
            try UISession.run("motion-reduced", backend: backend, settings: "gtk-enable-animations=false") { session in
                let demo = try DemoApp(session, title: "UI Still", page: "widgets")
                try demo.waitForAccessible("reduced motion read at start") { $0.contains(name: "Reduced motion: on") }
                let mark = demo.mark
                try session.click(try demo.point("animate"))
                let done = try demo.waitForLog("ANIMATION_DONE reduced=true", after: mark)
                session.expect(demo.logged("ANIMATION_START animated=false", after: mark), "nothing should animate")
                let ms = Int(done.split(separator: "=").last ?? "") ?? 999
                session.expect(ms < 50, "a skipped animation ends at once, took \(ms) ms")
            }
        }
    }
}
