// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The demo's command line. UI tests use these to open windows in known states.
struct DemoOptions {
    /// The first window's title (tests find windows by title).
    var title = "GtkKit Demo"
    /// The page shown first: dnd, clipboard, files or widgets.
    var page: String?
    /// Instead of the demo, show a small window that drags each of these files
    /// (`text/uri-list`); `--file-source` may be given several times.
    var fileSources: [String] = []
    /// Images for the file-source window to drag as image bytes (`image/png`, no file),
    /// as a browser or a screenshot tool offers them; `--image-source` may be repeated.
    var imageSources: [String] = []
    /// Instead of the demo, run the main-loop probe (no display needed) and exit.
    var probeMainLoop = false
    /// With `probeMainLoop`: run without the main-queue bridge (the probe then hangs).
    var withoutBridge = false
    /// Open this many windows, close them, and print the closure counts (then quit).
    var closureCheck: Int?
    /// Install the launcher and type declarations into `$XDG_DATA_HOME`, then exit.
    var installDesktopEntry = false
    /// Show every page in turn, write a PNG of each into this folder, then quit.
    var screenshotFolder: String?
    /// The application id.
    var applicationID = "com.example.GtkKitDemo"

    static func parse(_ arguments: [String]) -> DemoOptions {
        var options = DemoOptions()
        var remaining = arguments.dropFirst()[...]
        func value(_ flag: String) -> String {
            guard let next = remaining.popFirst() else {
                FileHandle.standardError.write(Data("gtkkit-demo: \(flag) needs a value\n".utf8))
                exit(2)
            }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--title": options.title = value(argument)
            case "--page": options.page = value(argument)
            case "--file-source": options.fileSources.append(value(argument))
            case "--image-source": options.imageSources.append(value(argument))
            case "--probe-main-loop": options.probeMainLoop = true
            case "--without-bridge": options.withoutBridge = true
            case "--closure-check": options.closureCheck = Int(value(argument)) ?? 1
            case "--install-desktop-entry": options.installDesktopEntry = true
            case "--app-id": options.applicationID = value(argument)
            case "--screenshots": options.screenshotFolder = value(argument)
            case "--help":
                print("""
                usage: gtkkit-demo [--title T] [--page dnd|clipboard|files|widgets] [--app-id ID]
                       gtkkit-demo --file-source PATH…     a window that drags each PATH as a file
                       gtkkit-demo --image-source PATH…    …and each image PATH as PNG bytes
                       gtkkit-demo --closure-check N       open and close N windows, print closure counts
                       gtkkit-demo --probe-main-loop [--without-bridge]
                       gtkkit-demo --screenshots DIR       write a PNG of every page into DIR, then quit
                       gtkkit-demo --install-desktop-entry
                """)
                exit(0)
            default:
                FileHandle.standardError.write(Data("gtkkit-demo: unknown option \(argument)\n".utf8))
                exit(2)
            }
        }
        return options
    }
}
