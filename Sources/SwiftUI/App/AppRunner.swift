// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation
import GtkKit

/// Starts the GTK application for an `App` and shows its first window scene.
@MainActor
enum AppRunner {
    /// The application id: `$SWIFTUI_APPLICATION_ID` when set (tests run several copies
    /// side by side), else one made from the executable's name.
    static func applicationID(executable: String) -> String {
        if let id = ProcessInfo.processInfo.environment["SWIFTUI_APPLICATION_ID"], !id.isEmpty { return id }
        let name = executable.map { $0.isLetter || $0.isNumber ? $0 : "_" }
        return "io.github.ferryswift.SwiftUI.app_" + String(name)
    }

    /// The window title when the scene gives none: the app type's name without "App",
    /// as a Mac shows the product's name.
    static func appName<A: App>(_ app: A) -> String {
        var name = String(describing: A.self)
        if name.hasSuffix("App"), name.count > 3 { name.removeLast(3) }
        return name
    }

    static func run<A: App>(_ app: A) -> Int32 {
        AppCatalogue.setUp()
        let executable = (CommandLine.arguments.first ?? "app").split(separator: "/").last.map(String.init) ?? "app"
        let application = Application(id: applicationID(executable: executable), allowsMultipleInstances: false)
        var window: HostingWindow?
        application.onActivate {
            if let window { window.present(); return }
            guard let scene = findWindowScene(app.body) else {
                FileHandle.standardError.write(Data("SwiftUI: \(A.self) has no WindowGroup to show\n".utf8))
                application.quit()
                return
            }
            let made = HostingWindow(application: application, title: scene.windowTitle ?? appName(app), root: scene.makeRootView())
            window = made
            made.present()
        }
        return application.run()
    }

    /// The first window scene in a scene's body.
    static func findWindowScene(_ scene: any Scene) -> (any WindowScene)? {
        if let window = scene as? any WindowScene { return window }
        if scene is Never { return nil }
        return findWindowScene(sceneBody(scene))
    }

    private static func sceneBody<S: Scene>(_ scene: S) -> any Scene { scene.body }
}
