// SPDX-License-Identifier: Apache-2.0
internal import FerryLogging
import Foundation

extension TypeRegistry {
    /// Builds the process's registry. Failures never stop the app: a broken app
    /// declaration file or desktop database is reported once (a warning in GLib's
    /// structured log, see `UTType.diagnostics`) and left out, falling back to what is
    /// left (at least Apple's table).
    static func loadShared() -> TypeRegistry {
        var declarations = SystemTypes.declarations
        for url in AppTypeDeclarationLocations.discovered() {
            do {
                declarations += try AppTypeDeclarations.load(contentsOf: url)
            } catch {
                UTType.diagnostics.warning("ignoring the app's type declarations: \(error)", once: "declarations:" + url.path)
            }
        }
        var database: (any DesktopMIMEDatabase)?
        if ProcessInfo.processInfo.environment["FERRY_NO_DESKTOP_TYPES"] == nil {
            do {
                database = try SharedMIMEDatabase.load(directories: SharedMIMEDatabase.systemDirectories())
            } catch {
                UTType.diagnostics.warning("the desktop's MIME database could not be read, using Apple's type table only: \(error)",
                                           once: "desktop-database")
            }
        }
        return TypeRegistry(declarations: declarations, database: database)
    }
}

/// Where the app's type declarations are looked for, in order:
/// 1. each path in `$FERRY_TYPE_DECLARATIONS` (separated by `:`);
/// 2. `Info.plist` among the main bundle's resources;
/// 3. for an installed app, whose executable runs from `<prefix>/bin`: every `*.plist` in
///    `<prefix>/share/<executable name>/TypeDeclarations/` (where `make install` puts
///    them), and nothing beside the executable, so an installed app never reads the
///    bundles of other programs that share its `bin` folder;
/// 4. otherwise (a build folder): `Info.plist` at the top, or one folder down, of each
///    SwiftPM resource bundle (`*.resources`) beside the executable, so an app target
///    ships its declarations with `resources: [.copy("TypeDeclarations")]` holding
///    `TypeDeclarations/Info.plist`.
enum AppTypeDeclarationLocations {
    /// The installed declarations folder of an executable at `executable`, when it exists.
    static func installedFolder(executable: URL) -> URL? {
        let folder = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/\(executable.lastPathComponent)/TypeDeclarations")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return folder
    }

    static func discovered(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL
    ) -> [URL] {
        let executableDirectory = executable?.deletingLastPathComponent()
        var urls: [URL] = []
        if let list = environment[AppTypeDeclarations.environmentVariable] {
            urls += list.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        if let main = Bundle.main.url(forResource: "Info", withExtension: "plist") {
            urls.append(main)
        }
        if let executable, let installed = installedFolder(executable: executable) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: installed.path)) ?? []).filter { $0.hasSuffix(".plist") }
            urls += names.sorted().map { installed.appendingPathComponent($0) }
        } else if let directory = executableDirectory {
            let manager = FileManager.default
            let bundles = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".resources") }
                .sorted()
            for bundle in bundles {
                let root = directory.appendingPathComponent(bundle)
                let top = root.appendingPathComponent("Info.plist")
                if manager.fileExists(atPath: top.path) { urls.append(top) }
                for child in ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
                    let nested = root.appendingPathComponent(child).appendingPathComponent("Info.plist")
                    if manager.fileExists(atPath: nested.path) { urls.append(nested) }
                }
            }
        }
        var seen: Set<String> = []
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}

extension UTType {
    /// Builds a fresh registry exactly as the first use of `UTType` does, and returns how
    /// many types it holds. For `ferry-bench`'s cold-load figure (package access: no
    /// client of the library sees it).
    package static func buildFreshRegistry() -> Int {
        TypeRegistry.loadShared().declaredByKey.count
    }
}
