// SPDX-License-Identifier: Apache-2.0
import Foundation
import UniformTypeIdentifiers

/// The `.desktop` launcher entry of an application (freedesktop Desktop Entry spec).
public struct DesktopEntry: Sendable, Hashable {
    /// The reverse-DNS application id; the file is named `<id>.desktop`.
    public var applicationID: String
    /// The name shown in launchers.
    public var name: String
    /// A one-line description.
    public var comment: String
    /// The command line run by the launcher (absolute executable path first).
    public var exec: String
    /// An icon name from the icon theme.
    public var iconName: String?
    /// The MIME types the application handles (for "Open with").
    public var mimeTypes: [String]
    /// Menu categories (`"Utility"`, `"GTK"`).
    public var categories: [String]

    /// Creates a launcher entry.
    public init(applicationID: String, name: String, comment: String, exec: String, iconName: String? = nil,
                mimeTypes: [String] = [], categories: [String] = ["Utility", "GTK"]) {
        self.applicationID = applicationID
        self.name = name
        self.comment = comment
        self.exec = exec
        self.iconName = iconName
        self.mimeTypes = mimeTypes
        self.categories = categories
    }

    /// The file's text. Values are escaped as the spec requires; lists end with `;`.
    public var fileContents: String {
        func escape(_ value: String) -> String {
            value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r")
        }
        func list(_ values: [String]) -> String {
            values.map { escape($0).replacingOccurrences(of: ";", with: "\\;") + ";" }.joined()
        }
        var lines = [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.5",
            "Name=\(escape(name))",
            "Comment=\(escape(comment))",
            "Exec=\(escape(exec))",
            "Terminal=false",
            "StartupNotify=true",
            "DBusActivatable=false",
        ]
        if let iconName { lines.append("Icon=\(escape(iconName))") }
        if !categories.isEmpty { lines.append("Categories=\(list(categories))") }
        if !mimeTypes.isEmpty { lines.append("MimeType=\(list(mimeTypes))") }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Why installing into the user's XDG folders failed.
public enum DesktopIntegrationError: Error, Sendable, CustomStringConvertible {
    /// The application id is not a valid reverse-DNS id.
    case invalidApplicationID(String)
    /// The type declarations could not be read.
    case typeDeclarations(TypeDeclarationError)
    /// A file could not be written.
    case writeFailed(path: String, reason: String)
    /// `update-mime-database` failed.
    case mimeDatabaseUpdateFailed(status: Int32, output: String)

    public var description: String {
        switch self {
        case .invalidApplicationID(let id): "\"\(id)\" is not a valid application id (reverse DNS, like com.example.App)"
        case .typeDeclarations(let error): "the type declarations cannot be installed: \(error)"
        case let .writeFailed(path, reason): "\(path): cannot write: \(reason)"
        case let .mimeDatabaseUpdateFailed(status, output): "update-mime-database failed with status \(status): \(output)"
        }
    }
}

/// Installs an application's launcher and type declarations into the user's XDG data
/// folder (`$XDG_DATA_HOME`, by default `~/.local/share`), so the desktop lists the app
/// and knows its file types.
public enum DesktopIntegration {
    /// What ``install(_:typeDeclarations:dataHome:updateMIMEDatabase:)`` wrote.
    public struct Installation: Sendable, Hashable {
        /// `applications/<id>.desktop`.
        public var desktopFile: URL
        /// `mime/packages/<id>.xml`, the declarations as a shared-mime-info package.
        public var mimePackage: URL?
        /// `<id>/Info.plist`, the declarations the app reads (via `FERRY_TYPE_DECLARATIONS`).
        public var typeDeclarations: URL?
        /// Whether `update-mime-database` ran.
        public var mimeDatabaseUpdated: Bool
    }

    /// The user's data folder: `$XDG_DATA_HOME`, or `~/.local/share`.
    public static func dataHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share")
    }

    /// Installs the launcher and, when given, the app's type declarations (an Info.plist
    /// with `UTExportedTypeDeclarations` / `UTImportedTypeDeclarations`).
    ///
    /// The launcher's `MimeType` gains the declared types' MIME types, and its command
    /// sets `FERRY_TYPE_DECLARATIONS` to the installed copy, so the launched app knows
    /// its types wherever its executable lives. Installing again replaces the files.
    @discardableResult
    public static func install(_ entry: DesktopEntry, typeDeclarations: URL? = nil, dataHome: URL = dataHome(),
                               updateMIMEDatabase: Bool = true) throws(DesktopIntegrationError) -> Installation {
        guard isValidApplicationID(entry.applicationID) else { throw .invalidApplicationID(entry.applicationID) }
        var entry = entry
        var installation = Installation(desktopFile: dataHome.appendingPathComponent("applications/\(entry.applicationID).desktop"),
                                        mimePackage: nil, typeDeclarations: nil, mimeDatabaseUpdated: false)
        if let typeDeclarations {
            let declarations: [TypeDeclaration]
            do {
                declarations = try AppTypeDeclarations.load(contentsOf: typeDeclarations)
            } catch {
                throw .typeDeclarations(error)
            }
            let plist = dataHome.appendingPathComponent("\(entry.applicationID)/Info.plist")
            let package = dataHome.appendingPathComponent("mime/packages/\(entry.applicationID).xml")
            let data: Data
            do { data = try Data(contentsOf: typeDeclarations) } catch {
                throw .typeDeclarations(.unreadable(path: typeDeclarations.path, reason: "\(error)"))
            }
            try write(data, to: plist)
            try write(Data(SharedMIMEInfoPackage.xml(for: declarations).utf8), to: package)
            installation.typeDeclarations = plist
            installation.mimePackage = package
            for declaration in declarations where declaration.origin == .exported {
                let mime = declaration.mimeTypes.first ?? "application/x-\(declaration.identifier.lowercased())"
                if !entry.mimeTypes.contains(mime) { entry.mimeTypes.append(mime) }
            }
            entry.exec = "env \(AppTypeDeclarations.environmentVariable)=\(plist.path) \(entry.exec)"
            if updateMIMEDatabase, let tool = ["/usr/bin/update-mime-database", "/usr/local/bin/update-mime-database"]
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
                try runUpdate(tool, folder: dataHome.appendingPathComponent("mime"))
                installation.mimeDatabaseUpdated = true
            }
        }
        try write(Data(entry.fileContents.utf8), to: installation.desktopFile)
        return installation
    }

    /// Whether `id` is a valid application id: at least two dot-separated elements of
    /// letters, digits, `_` and `-`, not starting with a digit, at most 255 characters.
    public static func isValidApplicationID(_ id: String) -> Bool {
        let elements = id.split(separator: ".", omittingEmptySubsequences: false)
        guard id.utf8.count <= 255, elements.count >= 2 else { return false }
        return elements.allSatisfy { element in
            guard let first = element.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return element.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
        }
    }

    private static func write(_ data: Data, to url: URL) throws(DesktopIntegrationError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    private static func runUpdate(_ tool: String, folder: URL) throws(DesktopIntegrationError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch {
            throw .mimeDatabaseUpdateFailed(status: -1, output: "\(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw .mimeDatabaseUpdateFailed(status: process.terminationStatus, output: text) }
    }
}
