// SPDX-License-Identifier: Apache-2.0
// gtkkit-demo: every GtkKit feature in a window. It stands in for the Ferry app in
// GtkKit's UI tests; see DemoOptions for the flags the tests use.
import Foundation
import GtkKit


let options = DemoOptions.parse(CommandLine.arguments)

if options.probeMainLoop {
    exit(MainActor.assumeIsolated { MainLoopProbe.run(withBridge: !options.withoutBridge) })
}

if options.installDesktopEntry {
    let declarations = Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "TypeDeclarations")
    let entry = DesktopEntry(applicationID: options.applicationID, name: "GtkKit Demo", comment: "Every GtkKit feature in one window",
                             exec: CommandLine.arguments[0], iconName: "applications-system-symbolic")
    do {
        let installation = try DesktopIntegration.install(entry, typeDeclarations: declarations)
        print("Installed \(installation.desktopFile.path)")
        if let package = installation.mimePackage { print("Installed \(package.path)") }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("gtkkit-demo: \(error)\n".utf8))
        exit(1)
    }
}

MainActor.assumeIsolated {
    let app = Application(id: options.applicationID)
    var windows: [ObjectIdentifier: DemoWindow] = [:]
    var windowCount = 0

    @MainActor func openWindow(title: String) {
        let window = DemoWindow(application: app, options: DemoOptions(title: title, page: options.page))
        let key = ObjectIdentifier(window)
        windows[key] = window
        window.window.onClose { windows[key] = nil }
        window.present()
        DemoLog.write("WINDOW_OPENED \(title)")
    }

    app.onActivate {
        StyleSheet.add("""
        .drop-target-active { background-color: rgb(255, 0, 255); }
        """)
        app.addAction("new-window", accelerators: ["<Control>n"]) {
            windowCount += 1
            openWindow(title: "\(options.title) \(windowCount + 1)")
        }
        app.addAction("close-window", accelerators: ["<Control>w"]) { app.activeWindow?.close() }
        app.addAction("quit", accelerators: ["<Control>q"]) { app.quit() }
        app.addAction("about") {
            AboutWindow.present(AboutInfo(applicationName: "GtkKit Demo", version: "1.0", developerName: "The Ferry project",
                                          comments: "Every GtkKit feature in one window."), over: app.activeWindow)
        }
        app.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
        for page in 1...4 { app.setAccelerators(["<Alt>\(page)"], for: "win.page-\(page)") }

        if !options.fileSources.isEmpty || !options.imageSources.isEmpty {
            let source = FileSourceWindow(application: app, files: options.fileSources.map { URL(fileURLWithPath: $0) },
                                          images: options.imageSources.map { URL(fileURLWithPath: $0) }, title: options.title)
            source.window.present()
            DemoLog.write("WINDOW_OPENED \(options.title)")
            return
        }
        if let count = options.closureCheck {
            ClosureCheck.run(app: app, windows: count, options: options)
            return
        }
        if let folder = options.screenshotFolder {
            let window = DemoWindow(application: app, options: options)
            window.present()
            Task { @MainActor in
                do {
                    try await window.writeScreenshots(into: URL(fileURLWithPath: folder))
                } catch {
                    FileHandle.standardError.write(Data("gtkkit-demo: \(error)\n".utf8))
                }
                app.quit()
            }
            return
        }
        openWindow(title: options.title)
    }
    exit(app.run())
}
