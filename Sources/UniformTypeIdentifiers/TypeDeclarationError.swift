// SPDX-License-Identifier: Apache-2.0
/// Why an app's type declarations could not be read. Each case says which file, list,
/// entry and key was wrong, so the Info.plist can be fixed without guessing.
public enum TypeDeclarationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a property list (XML or binary).
    case notAPropertyList(path: String, reason: String)
    /// The top level of the property list is not a dictionary.
    case topLevelNotADictionary(path: String)
    /// A declaration list or value has the wrong type.
    case wrongValueType(path: String, list: String, entryIndex: Int?, key: String, expected: String)
    /// A required key is missing from an entry.
    case missingKey(path: String, list: String, entryIndex: Int, key: String)
    /// An entry's identifier (or a conformance) is not a well-formed type identifier.
    case invalidIdentifier(path: String, list: String, entryIndex: Int, key: String, value: String)
    /// A tag is not valid for its class (empty, a NUL, a `/` in an extension…).
    case invalidTag(path: String, list: String, entryIndex: Int, tagClass: String, value: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read type declarations: \(reason)"
        case let .notAPropertyList(path, reason):
            return "\(path): not a property list: \(reason)"
        case let .topLevelNotADictionary(path):
            return "\(path): the top level must be a dictionary"
        case let .wrongValueType(path, list, index, key, expected):
            let place = index.map { "\(list)[\($0)]" } ?? list
            return "\(path): \(place)\(key.isEmpty ? "" : "." + key) must be \(expected)"
        case let .missingKey(path, list, index, key):
            return "\(path): \(list)[\(index)] has no \(key)"
        case let .invalidIdentifier(path, list, index, key, value):
            return "\(path): \(list)[\(index)].\(key) \"\(Self.shortened(value))\" is not a valid type identifier"
        case let .invalidTag(path, list, index, tagClass, value):
            return "\(path): \(list)[\(index)].UTTypeTagSpecification.\(tagClass) \"\(Self.shortened(value))\" is not a valid tag"
        }
    }

    private static func shortened(_ value: String) -> String {
        let printable = value.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        return printable.count > 80 ? String(printable.prefix(77)) + "..." : printable
    }
}
