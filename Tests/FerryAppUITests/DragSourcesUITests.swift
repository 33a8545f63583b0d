// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// SPEC scene 5 with real drags: the default and custom previews, and which
    /// representation each kind of receiver gets, in this process and in another one.
    @Suite
    struct DragSourcesUITests {
        @Test(arguments: DisplayBackend.underTest)
        func receiversGetTheBestRepresentationTheySupport(on backend: DisplayBackend) throws {
            try UISession.run("sources", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Sources", page: "sources")
                let ferry = try app.point("receiver-ferry"), text = try app.point("receiver-text"), any = try app.point("receiver-any")

                // The name with the default preview, into the text receiver.
                try session.drag(from: try app.point("source-plain-text"), to: text)
                try app.waitForAccessible("the text arrived") { $0.contains(name: "Got the text “Mei Chen”.") }
                try app.waitForAccessible("the source told of the copy") { $0.contains(name: "Last drag: copied") }

                // The custom preview: a 300×300 yellow rounded rectangle under the pointer (its
                // top-left corner is at the pointer).
                let customTarget = text.offset(-200, 0)
                try session.drag(from: try app.point("source-custom-preview"), to: customTarget) {
                    let shot = try Self.settledPreview(session, at: customTarget)
                    let beyond = try session.pixel(shot, at: customTarget.offset(320, 150))
                    session.expect(beyond.blue > 180, "the preview should end at 300 px, is \(beyond) at 320 px")
                }
                try app.waitForAccessible("the name arrived") { $0.contains(name: "Got the text “Mei Chen”.") }

                // A profile into Ferry's receiver: the whole profile, as JSON.
                try session.drag(from: try app.point("source-profile-0"), to: ferry)
                try app.waitForAccessible("the profile arrived") {
                    $0.contains(name: "Got Juan Chavez’s whole profile as com.example.profile JSON (phone (408) 555-4301).")
                }
                // A profile into the text receiver: its name, through the text fallback.
                try session.drag(from: try app.point("source-profile-1"), to: text)
                try app.waitForAccessible("the name arrived") { $0.contains(name: "Got the text “Mei Chen”.") }
                // A profile into the item-provider receiver: every representation listed in
                // the source's order; the first one taken.
                try session.drag(from: try app.point("source-profile-0"), to: any)
                let nodes = try app.waitForAccessible("the provider report") { $0.contains { $0.name.hasPrefix("Offered: ") } }
                let report = nodes.first { $0.name.hasPrefix("Offered: ") }?.name ?? ""
                session.expect(report.hasPrefix("Offered: com.example.profile, public.utf8-plain-text")
                               && report.hasSuffix("It took com.example.profile: Juan Chavez’s profile."), "provider report: \(report)")
            }
        }

        /// Whether `pixel` is the preview's yellow (GNOME's yellow_2…yellow_3).
        static func isPreviewYellow(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
            pixel.red > 200 && pixel.green > 170 && pixel.blue < 130
        }

        /// Waits (while the drag is held at `corner`) until the drag icon has turned from
        /// the lifted source into the custom preview, whose top-left corner is at `corner`
        /// (yellow down to its bottom edge); returns that screenshot.
        static func settledPreview(_ session: UISession, at corner: ScreenPoint) throws -> URL {
            try session.waitFor("the custom preview under the pointer", timeout: 25, interval: 0.2) { () -> URL? in
                let shot = session.screenshot("custom-preview")
                // Settled: the preview's own yellow, no longer faded over the lifted picture.
                let inside = try session.pixel(shot, at: corner.offset(150, 292))
                return inside.red > 235 && inside.green > 195 && inside.blue < 90 ? shot : nil
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func anotherProcessGetsTheSameChoice(on backend: DisplayBackend) throws {
            try UISession.run("sources-processes", backend: backend) { session in
                let source = try FerryApp(session, title: "UI From", page: "sources")
                let target = try FerryApp(session, title: "UI To", page: "sources")
                try target.moveWindow(to: ScreenPoint(x: 640, y: 400))
                let ferry = try target.point("receiver-ferry", preferringX: 1230), text = try target.point("receiver-text", preferringX: 1230)
                // The profile crosses the desktop as application/x-com.example.profile JSON…
                var mark = target.mark
                try session.drag(from: try source.point("source-profile-0"), to: ferry) {
                    try target.holdUntilTargeted("receiver-ferry", at: ferry, after: mark)
                }
                try target.waitForAccessible("the profile arrived in the other process") {
                    $0.contains(name: "Got Juan Chavez’s whole profile as com.example.profile JSON (phone (408) 555-4301).")
                }
                // …and as text to a text receiver.
                mark = target.mark
                try session.drag(from: try source.point("source-profile-1"), to: text) {
                    try target.holdUntilTargeted("receiver-text", at: text, after: mark)
                }
                try target.waitForAccessible("the name arrived in the other process") { $0.contains(name: "Got the text “Mei Chen”.") }
            }
        }
    }
}
