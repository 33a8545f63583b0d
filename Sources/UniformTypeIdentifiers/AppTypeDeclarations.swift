// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The app's own type declarations, read from an Info.plist (XML or binary) with Apple's
/// keys: `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations`, each an array of
/// dictionaries with `UTTypeIdentifier` (required), `UTTypeConformsTo`,
/// `UTTypeDescription`, `UTTypeReferenceURL`, `UTTypeVersion` and
/// `UTTypeTagSpecification` (`public.filename-extension`, `public.mime-type`, each a
/// string or an array of strings). Other keys, such as icons, are ignored.
///
/// An identifier both exported and imported keeps the exported declaration.
public enum AppTypeDeclarations {
    /// The environment variable that names extra declaration files, separated by `:`.
    public static let environmentVariable = "FERRY_TYPE_DECLARATIONS"

    /// Reads the declarations of one property list file. Only a regular file of at most
    /// 64 MiB is read: a FIFO, a device or a huge file planted in its place is
    /// ``TypeDeclarationError/unreadable(path:reason:)`` without hanging or taking the memory.
    public static func load(contentsOf url: URL) throws(TypeDeclarationError) -> [TypeDeclaration] {
        let read: [UInt8]?
        do {
            read = try MIMEFileReader.readIfPresent(url.path)
        } catch {
            guard case let .unreadableFile(_, reason) = error else { throw .unreadable(path: url.path, reason: "\(error)") }
            throw .unreadable(path: url.path, reason: reason)
        }
        guard let bytes = read else { throw .unreadable(path: url.path, reason: "no such file") }
        return try parse(Data(bytes), path: url.path)
    }

    /// Reads the declarations of property list bytes; `path` names them in errors.
    public static func parse(_ data: Data, path: String = "Info.plist") throws(TypeDeclarationError) -> [TypeDeclaration] {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .notAPropertyList(path: path, reason: String(describing: error))
        }
        guard let root = plist as? [String: Any] else { throw .topLevelNotADictionary(path: path) }
        var declarations: [TypeDeclaration] = []
        var seen: Set<String> = []
        for (list, origin) in [("UTExportedTypeDeclarations", TypeDeclaration.Origin.exported), ("UTImportedTypeDeclarations", .imported)] {
            guard let value = root[list] else { continue }
            guard let entries = value as? [Any] else {
                throw .wrongValueType(path: path, list: list, entryIndex: nil, key: "", expected: "an array of dictionaries")
            }
            for (index, entryValue) in entries.enumerated() {
                let declaration = try parseEntry(entryValue, list: list, index: index, origin: origin, path: path)
                if seen.insert(declaration.identifier.lowercased()).inserted {
                    declarations.append(declaration)
                }
            }
        }
        return declarations
    }

    private static func parseEntry(_ value: Any, list: String, index: Int, origin: TypeDeclaration.Origin, path: String) throws(TypeDeclarationError) -> TypeDeclaration {
        func wrong(_ key: String, _ expected: String) -> TypeDeclarationError {
            .wrongValueType(path: path, list: list, entryIndex: index, key: key, expected: expected)
        }
        guard let entry = value as? [String: Any] else { throw wrong("", "a dictionary") }
        guard let rawIdentifier = entry["UTTypeIdentifier"] else {
            throw .missingKey(path: path, list: list, entryIndex: index, key: "UTTypeIdentifier")
        }
        guard let identifier = rawIdentifier as? String else { throw wrong("UTTypeIdentifier", "a string") }
        guard TypeIdentifierSyntax.isValidIdentifier(identifier) else {
            throw .invalidIdentifier(path: path, list: list, entryIndex: index, key: "UTTypeIdentifier", value: identifier)
        }
        guard let conformsTo = strings(entry["UTTypeConformsTo"]) else {
            throw wrong("UTTypeConformsTo", "a string or an array of strings")
        }
        for parent in conformsTo where !TypeIdentifierSyntax.isValidIdentifier(parent) {
            throw .invalidIdentifier(path: path, list: list, entryIndex: index, key: "UTTypeConformsTo", value: parent)
        }
        var description: String?
        if let value = entry["UTTypeDescription"] {
            guard let text = value as? String else { throw wrong("UTTypeDescription", "a string") }
            description = text
        }
        var referenceURL: URL?
        if let value = entry["UTTypeReferenceURL"] {
            guard let text = value as? String else { throw wrong("UTTypeReferenceURL", "a string") }
            referenceURL = URL(string: text)
        }
        var version: Int?
        if let value = entry["UTTypeVersion"] {
            if let number = value as? Int { version = number }
            else if let text = value as? String, let number = Int(text) { version = number }
            else { throw wrong("UTTypeVersion", "an integer") }
        }
        var extensions: [String] = []
        var mimeTypes: [String] = []
        if let value = entry["UTTypeTagSpecification"] {
            guard let specification = value as? [String: Any] else {
                throw wrong("UTTypeTagSpecification", "a dictionary")
            }
            for (tagClass, validate) in [(UTTagClass.filenameExtension, TypeIdentifierSyntax.isValidFilenameExtension(_:)), (.mimeType, TypeIdentifierSyntax.isValidMIMEType(_:))] {
                let key = "UTTypeTagSpecification.\(tagClass.rawValue)"
                guard let tags = strings(specification[tagClass.rawValue]) else {
                    throw wrong(key, "a string or an array of strings")
                }
                for tag in tags where !validate(tag) {
                    throw .invalidTag(path: path, list: list, entryIndex: index, tagClass: tagClass.rawValue, value: tag)
                }
                if tagClass == .filenameExtension { extensions = tags } else { mimeTypes = tags }
            }
        }
        return TypeDeclaration(
            identifier: identifier,
            conformsTo: conformsTo,
            filenameExtensions: extensions,
            mimeTypes: mimeTypes,
            description: description,
            referenceURL: referenceURL,
            version: version,
            origin: origin
        )
    }

    /// A string or an array of strings as an array; `[]` when absent; `nil` when the
    /// value has another type.
    private static func strings(_ value: Any?) -> [String]? {
        guard let value else { return [] }
        if let single = value as? String { return [single] }
        guard let array = value as? [Any] else { return nil }
        var result: [String] = []
        for element in array {
            guard let text = element as? String else { return nil }
            result.append(text)
        }
        return result
    }
}
