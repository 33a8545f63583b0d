// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension UITests {
    /// The clipboard between the demo and another client: `xclip` on X11, `wl-paste` and
    /// `wl-copy` (wl-clipboard) on Wayland.
    @Suite
    struct ClipboardUITests {
        @Test(arguments: DisplayBackend.underTest)
        func copyIsReadByAnotherProcessWithoutTheOwnProcessType(on backend: DisplayBackend) throws {
            try UISession.run("clipboard-copy", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI Clip", page: "clipboard")
                let mark = demo.mark
                try session.click(try demo.point("copy-shape"))
                try demo.waitForLog("CLIPBOARD_CHANGED local=true", after: mark)

                let ownType = "application/x-com.example.gtkkit-demo.shape"
                let targets, text, own: (status: Int32?, output: String)
                switch backend {
                case .x11:
                    targets = session.runTool("/usr/bin/xclip", ["-selection", "clipboard", "-t", "TARGETS", "-o"], timeout: 10)
                    text = session.runTool("/usr/bin/xclip", ["-selection", "clipboard", "-o"], timeout: 10)
                    own = session.runTool("/usr/bin/xclip", ["-selection", "clipboard", "-t", ownType, "-o"], timeout: 10)
                case .wayland:
                    targets = session.runTool("/usr/bin/wl-paste", ["--list-types"], timeout: 10)
                    text = session.runTool("/usr/bin/wl-paste", ["--no-newline"], timeout: 10)
                    own = session.runTool("/usr/bin/wl-paste", ["--no-newline", "--type", ownType], timeout: 10)
                }
                session.expect(targets.status == 0, "listing the clipboard's types failed: \(targets.output)")
                let offered = targets.output.split(separator: "\n").map(String.init)
                session.expect(offered.contains("text/plain;charset=utf-8"), "the text fallback should be offered: \(offered)")
                if backend == .x11 { session.expect(offered.contains("UTF8_STRING"), "X11 text targets should be offered: \(offered)") }
                session.expect(!offered.contains { $0.contains("gtkkit-demo") || $0.contains("GtkKit") }, "the own-process type must not be offered: \(offered)")
                session.expect(text.status == 0 && text.output == "Circle", "another client should read the text fallback \"Circle\", got \(text.output)")
                session.expect(own.status != 0 || own.output.isEmpty, "the shape type must not be readable from another process, got \(own.output)")

                // In this process the shape itself can be pasted.
                try demo.waitForAccessible("Paste Shape enabled") { $0.first { $0.name == "Paste Shape" }?.isSensitive == true }
                try session.click(try demo.point("paste-shape"))
                try demo.waitForAccessible("the shape was pasted") { $0.contains(name: "Pasted shape: circle") }
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func textCopiedByAnotherClientIsPasted(on backend: DisplayBackend) throws {
            try UISession.run("clipboard-paste", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI Paste", page: "clipboard")
                try demo.waitForAccessible("Paste Text disabled while the clipboard is empty") {
                    $0.first { $0.name == "Paste Text" }?.isSensitive == false
                }
                let mark = demo.mark
                let copier = try session.offerOnClipboard("pasted by another client")
                try demo.waitForLog("CLIPBOARD_CHANGED local=false", after: mark)
                // The paste buttons follow the clipboard: text is importable, a shape is not.
                try demo.waitForAccessible("Paste Text enabled, Paste Shape disabled") { nodes in
                    nodes.first { $0.name == "Paste Text" }?.isSensitive == true && nodes.first { $0.name == "Paste Shape" }?.isSensitive == false
                }
                try session.click(try demo.point("paste-text"))
                try demo.waitForAccessible("the text was pasted") { $0.contains(name: "Pasted text: pasted by another client") }
                copier.kill()
            }
        }
    }
}
